import type { ChangePasswordBody } from '@cailiao/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/user/change-password; the server revokes the other sessions and keeps this one. */
export function changePassword(body: ChangePasswordBody) {
  return http.requestFull<unknown>('/api/user/change-password', { method: 'POST', data: body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
