import type { FastifyInstance } from 'fastify';
import { unavailable } from '../../platform/errors.ts';
import type { SystemService } from './system.service.ts';

/**
 * What stays open while the operator has switched maintenance mode on: the console and its API,
 * the config the app reads to learn about the maintenance, version and customer service, error
 * reports, and everything outside /api (the web app, uploads, health probes, metrics).
 */
const OPEN = [
  /^\/api\/admin(\/|$)/,
  /^\/api\/system\//,
  /^\/api\/config\/frontend$/,
  /^\/api\/service\/chat$/,
  /^\/api\/log\/error$/,
  /^\/api\/docs(\/|$)/,
];

export const MAINTENANCE_MESSAGE = '系统维护中，请稍后再试';

/** Players' API answers 503 MAINTENANCE while maintenance mode is on (SPEC.md §3 maintenance_mode). */
export function installMaintenanceGate(
  app: FastifyInstance,
  system: Pick<SystemService, 'config' | 'configIfFresh'>,
): void {
  // Callback style, and the paths that are always open leave before any config read: an async
  // hook costs a promise on every request of every route.
  app.addHook('onRequest', (req, _reply, done) => {
    const url = req.url;
    if (!url.startsWith('/api/')) return done();
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (OPEN.some((open) => open.test(path))) return done();
    const fresh = system.configIfFresh(); // most requests: no promise
    if (fresh)
      return done(fresh.maintenance_mode ? unavailable(MAINTENANCE_MESSAGE, 'MAINTENANCE') : undefined);
    system
      .config()
      .then(
        (cfg) => done(cfg.maintenance_mode ? unavailable(MAINTENANCE_MESSAGE, 'MAINTENANCE') : undefined),
        done,
      );
  });
}
