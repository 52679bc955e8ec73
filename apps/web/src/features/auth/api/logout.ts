import { http } from '../../../lib/http';

/** POST /api/auth/logout: quiet, and a 401 is expected when the token already expired. */
export function logoutRequest(): Promise<unknown> {
  return http.post('/api/auth/logout', undefined, { silent: true, ignoreUnauthorized: true });
}
