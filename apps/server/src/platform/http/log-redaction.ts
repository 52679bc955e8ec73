import type { FastifyRequest } from 'fastify';

/**
 * What the log keeps of a request: method, path and the names of its query parameters, never
 * their values (a socket's `?token=`, a captcha or SMS code, a search term), and no headers.
 * Bodies are never logged. Secrets therefore cannot reach a log line through the URL, however
 * a client sends them.
 */
export function redactedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const names = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return `${name.length > 40 ? `${name.slice(0, 40)}…` : name}=[redacted]`;
    });
  return `${url.slice(0, q)}?${names.join('&')}`;
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactedUrl(request.url),
  remoteAddress: request.ip,
});
