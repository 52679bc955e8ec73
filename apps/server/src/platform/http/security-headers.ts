import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      // The app is also served over plain HTTP on a LAN address during demos.
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: false,
};
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * helmet's headers, computed once. @fastify/helmet rebuilds the helmet middleware on every
 * request, which halved the throughput of every API route here; the headers never vary by
 * request, so they are rendered once at start-up and set from a frozen map.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers: Record<string, string> = {};
  const fakeRes = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  await new Promise<void>((resolve, reject) =>
    helmet(HELMET_OPTIONS)({} as IncomingMessage, fakeRes, (err?: unknown) =>
      err ? reject(err) : resolve(),
    ),
  );
  const frozen = Object.freeze({ ...headers });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(frozen);
    // Set here rather than in an onSend hook: every answer, errors included, carries it, and most
    // routes then have no onSend hook to run at all.
    reply.header('x-request-id', request.id);
    // HSTS only over HTTPS: directly, or behind a proxy that says so (X-Forwarded-Proto, read only
    // under TRUST_PROXY). Sent over plain HTTP it would be ignored, and a LAN demo must stay reachable.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
