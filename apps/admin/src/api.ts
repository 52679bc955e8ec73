import { session } from './session';

/** A refused request, with the server's Chinese message and code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Calls the API with the console token and unwraps the `{ success, data, message }` envelope.
 * A 401 on a signed-in call (session idle too long, or ended) signs out and goes to the login page.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<{ data: T; message: string }> {
  const token = session.get()?.token;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('网络连接失败，请检查网络后重试', 0);
  }
  const json = (await res.json().catch(() => null)) as {
    success?: boolean;
    data?: T;
    message?: string;
    code?: string;
  } | null;
  if (!res.ok || !json?.success) {
    if (res.status === 401 && token) {
      session.set(null);
      window.location.hash = '#/login';
    }
    throw new ApiError(json?.message || `请求失败（${res.status}）`, res.status, json?.code);
  }
  return { data: json.data as T, message: json.message ?? '' };
}

export const get = async <T>(url: string) => (await api<T>('GET', url)).data;

/** `?a=1&b=2` of the defined, non-empty values. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
