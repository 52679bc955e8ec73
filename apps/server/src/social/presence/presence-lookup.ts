import type { OnlineStatus } from '@cailiao/contracts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { type PresenceStatusValue, presenceRepository } from './presence.repository.ts';

/**
 * What others see: online with the chosen status while at least one socket is live anywhere and
 * the user did not choose `offline` (invisible); otherwise offline.
 */
export function effectiveStatus(
  userId: number,
  live: boolean,
  chosen: { status: PresenceStatusValue; lastSeenAt: Date } | undefined,
): OnlineStatus {
  const status = chosen?.status ?? 'online';
  const online = live && status !== 'offline';
  return {
    userId,
    online,
    status: online ? status : 'offline',
    lastSeenAt: chosen?.lastSeenAt.toISOString() ?? null,
  };
}

/** Read-only presence queries (other modules use these; the service does the announcing). */
export function createPresenceLookup(db: DbOrTx) {
  return {
    async lookup(ids: number[]): Promise<Map<number, OnlineStatus>> {
      // Every user with a live socket has a user_presence row (written when the socket opened).
      const unique = [...new Set(ids)];
      const found = await presenceRepository.lookup(db, unique);
      return new Map(
        unique.map((id) => [id, effectiveStatus(id, found.get(id)?.live ?? false, found.get(id))]),
      );
    },

    async one(id: number): Promise<OnlineStatus> {
      return (await this.lookup([id])).get(id)!;
    },
  };
}
export type PresenceLookup = ReturnType<typeof createPresenceLookup>;
