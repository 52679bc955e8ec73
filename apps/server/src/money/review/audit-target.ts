import type { FastifyRequest } from 'fastify';

/**
 * The audit `target` of a plugin whose routes act on one `table` row named by `:id` (`users:12`,
 * the id cut to 40 characters); null on its routes without `:id`.
 */
export const targetByIdParam =
  (table: string) =>
  (req: FastifyRequest): string | null => {
    const id = (req.params as { id?: unknown } | undefined)?.id;
    return id === undefined ? null : `${table}:${String(id).slice(0, 40)}`;
  };
