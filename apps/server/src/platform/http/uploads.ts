import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart uploads for the routes of the plugin that calls this (in its own scope), not for the
 * whole server: @fastify/multipart hangs two async hooks and a close listener on every request of
 * the scope it is registered in, which every bet slip and config read paid for no upload at all.
 * Each route still sets its own, smaller size limit on `req.file()`.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
}
