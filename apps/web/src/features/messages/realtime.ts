import type { QueryClient } from '@tanstack/react-query';
import { messageKeys } from './api/keys';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

/** Message kinds that come with money moving: the balance and the ledger are stale. */
const MONEY_KINDS = new Set(['recharge', 'withdraw', 'reward', 'commission', 'activity']);

/**
 * A `system_notification` frame carrying a new inbox message (`kind: player_message`): the badges
 * take its unread count at once, and what it changed (balance, level, activities) reloads.
 */
export function onPlayerMessage(queryClient: QueryClient | undefined, data: unknown): boolean {
  if (!isObj(data) || data.kind !== 'player_message' || !isObj(data.data)) return false;
  if (!queryClient) return true;
  const { message, unread } = data.data;
  const kind = isObj(message) ? message.kind : undefined;
  if (typeof unread === 'number') {
    queryClient.setQueryData(messageKeys.unread, (old: { notices?: number } | undefined) =>
      old ? { ...old, messages: unread, total: unread + (old.notices ?? 0) } : old,
    );
  }
  const stale: unknown[][] = [[...messageKeys.all]];
  if (typeof kind === 'string' && MONEY_KINDS.has(kind)) stale.push(['user'], ['wallet']);
  if (kind === 'level_up') stale.push(['level']);
  if (kind === 'activity') stale.push(['activity']);
  if (kind === 'recharge' || kind === 'withdraw') stale.push([kind]);
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
  return true;
}
