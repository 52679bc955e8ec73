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
export function installMaintenanceGate(app: FastifyInstance, system: Pick<SystemService, 'config'>): void {
  app.addHook('onRequest', async (req) => {
    const path = req.url.split('?')[0]!;
    if (!path.startsWith('/api/') || OPEN.some((open) => open.test(path))) return;
    if ((await system.config()).maintenance_mode) throw unavailable(MAINTENANCE_MESSAGE, 'MAINTENANCE');
  });
}
