import type { RegisterBody, Session } from '@cailiao/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useAuthStore } from '../store/auth-store';

/** POST /api/auth/register; registration logs the user in (answers like login). */
export function register(body: RegisterBody): Promise<Session> {
  return http.post<Session>('/api/auth/register', body, { ignoreUnauthorized: true });
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => useAuthStore.getState().login(session),
  });
}
