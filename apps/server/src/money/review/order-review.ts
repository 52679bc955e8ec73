import { and, count, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { userRepository, users } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';

/**
 * What recharge and withdraw orders have in common for listing and review: both tables are keyed by
 * `id` and carry the player (`userId`) and a `status`.
 */
export type OrderTable = PgTable & { id: PgColumn; userId: PgColumn; status: PgColumn };

/** Which page of whose orders in which status (either filter optional). */
export interface OrderQuery<Status> {
  page: number;
  limit: number;
  userId?: number;
  status?: Status;
}

/** A page of orders, newest first, each with the player's username (for the operator). */
export async function listOrders<T extends OrderTable>(
  db: DbOrTx,
  table: T,
  { page, limit, userId, status }: OrderQuery<T['$inferSelect']['status']>,
): Promise<{ rows: { order: T['$inferSelect']; username: string | null }[]; total: number }> {
  const where = and(
    userId === undefined ? undefined : eq(table.userId, userId),
    status ? eq(table.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: table as PgTable, username: users.username })
      .from(table as PgTable)
      .leftJoin(users, eq(users.id, table.userId))
      .where(where)
      .orderBy(desc(table.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as { order: T['$inferSelect']; username: string | null }[], total: total?.n ?? 0 };
}

/** The username of an order's player, for the operator's view of a reviewed order. */
export async function usernameOf(db: DbOrTx, userId: number): Promise<string | null> {
  return (await userRepository.findById(db, userId))?.username ?? null;
}

/** Separation of duties: an operator never reviews an order of their own account. */
export function refuseOwnOrder(adminId: number, order: { userId: number } | undefined): void {
  if (order?.userId === adminId) throw forbidden('不能审核自己的订单');
}

/** Why a review found nothing to change: the order is gone (404) or no longer pending (409). */
export function notReviewable<S extends string>(
  order: { status: S } | undefined,
  statusNames: Record<S, string>,
): never {
  if (!order) throw notFound('订单不存在');
  throw conflict('ORDER_NOT_PENDING', `订单${statusNames[order.status]}，无法审核`);
}
