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
 * The headers of an API answer: JSON that no browser renders as a page, so the page policies
 * (scripts, styles, fonts, prefetch, Flash and old-IE switches, opener isolation) have nothing to
 * act on. What it keeps is what the OWASP REST Security Cheat Sheet has for every API answer: no
 * sniffing it into another type, never framed, and a policy that loads nothing should it be opened
 * (with Content-Type and Cache-Control from the routes, HSTS below).
 * - No Referrer-Policy: it governs the requests a document makes, and JSON makes none (the cheat
 *   sheet lists it among the headers for HTML answers).
 * - No Cross-Origin-Resource-Policy: it keeps other sites from loading an answer with the user's
 *   credentials, and the API's only credential is the Authorization header, which a cross-site
 *   load cannot carry; what such a load could read, anyone can fetch.
 * Each of the two cost about 3 µs of CPU per API call between server and client (docs/PERFORMANCE.md).
 */
const API_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** Paths answered with JSON only: the API, but not its documentation pages (HTML). */
const isApiPath = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * helmet's headers for pages (the web app, uploads, the API's documentation), computed once, and
 * API_HEADERS for the API. @fastify/helmet rebuilds the helmet middleware on every
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
    reply.headers(isApiPath(request.url) ? API_HEADERS : frozen);
    // Set here rather than in an onSend hook: every answer, errors included, carries it, and most
    // routes then have no onSend hook to run at all.
    reply.header('x-request-id', request.id);
    // HSTS only over HTTPS: directly, or behind a proxy that says so (X-Forwarded-Proto, read only
    // under TRUST_PROXY). Sent over plain HTTP it would be ignored, and a LAN demo must stay reachable.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
