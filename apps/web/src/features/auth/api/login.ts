import type { LoginBody, Session } from '@cailiao/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useAuthStore } from '../store/auth-store';

/** POST /api/auth/login. A 401 here means wrong credentials, not an expired session. */
export function login(body: LoginBody): Promise<Session> {
  return http.post<Session>('/api/auth/login', body, { ignoreUnauthorized: true });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => useAuthStore.getState().login(session),
  });
}
