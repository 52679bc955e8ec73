import { randomUUID } from 'node:crypto';
import type { OnlineStatus, PresenceStatus } from '@cailiao/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { forbidden } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { FriendsService } from '../friends/friends.service.ts';
import { Batcher } from './batcher.ts';
import { presenceRepository } from './presence.repository.ts';
import { effectiveStatus, type PresenceLookup } from './presence-lookup.ts';

/** A socket row lives this long without a refresh; each process refreshes its rows 3× as often. */
export const PRESENCE_TTL_MS = 90_000;
const REFRESH_MS = 30_000;
const BATCH = { maxItems: 200, delayMs: 5 };

interface Deps {
  db: Db;
  bus: EventBus;
  lookup: PresenceLookup;
  friends: FriendsService;
  log: FastifyBaseLogger;
}

type Socket = { connectionId: string; userId: number };

/**
 * Presence across processes: every socket is a row with an expiry in the database; a user is
 * online while one of their rows is live. Transitions (first socket opened, last one closed,
 * status changed) are announced to friends with `online_status_update` and `userOnline` /
 * `userOffline`. Opens and closes are written in small batches under the users' presence-row
 * locks, so a reconnect storm costs a few transactions rather than one per socket.
 */
export function createPresenceService({ db, bus, lookup, friends, log }: Deps) {
  const instanceId = randomUUID();
  const pendingConnects = new Map<string, Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let closing = false;

  async function announceTo(audience: number[], status: OnlineStatus, onlineChanged: boolean) {
    if (audience.length > 0) await bus.publish({ type: 'PresenceChanged', audience, status, onlineChanged });
  }

  /** Announces offline those of `userIds` left with no live socket (after rows went away). */
  async function settleOffline(userIds: number[], removeIds: string[] = []) {
    if (userIds.length === 0) return;
    const { chosen, live } = await db.transaction(async (tx) => {
      const locked = await presenceRepository.lockUsers(tx, userIds);
      await presenceRepository.deleteConnections(tx, removeIds);
      return { chosen: locked, live: await presenceRepository.liveCounts(tx, userIds) };
    });
    const gone = [...chosen].filter(([id, c]) => !live.get(id) && c.status !== 'offline').map(([id]) => id);
    const audiences = await friends.audiences(gone);
    for (const id of gone)
      await announceTo(audiences.get(id) ?? [], effectiveStatus(id, false, chosen.get(id)), true);
  }

  const opens = new Batcher<Socket, OnlineStatus[]>(async (sockets) => {
    const userIds = [...new Set(sockets.map((s) => s.userId))];
    const expiresAt = new Date(Date.now() + PRESENCE_TTL_MS);
    const { chosen, before } = await db.transaction(async (tx) => {
      const locked = await presenceRepository.lockUsers(tx, userIds);
      const counts = await presenceRepository.liveCounts(tx, userIds);
      await presenceRepository.insertConnections(
        tx,
        sockets.map((s) => ({ id: s.connectionId, userId: s.userId, instanceId, expiresAt })),
      );
      return { chosen: locked, before: counts };
    });
    const audiences = await friends.audiences(userIds);
    for (const id of userIds) {
      if (!before.get(id) && chosen.get(id)?.status !== 'offline') {
        await announceTo(audiences.get(id) ?? [], effectiveStatus(id, true, chosen.get(id)), true);
      }
    }
    const statuses = await lookup.lookup([...new Set([...audiences.values()].flat())]);
    return sockets.map((s) => (audiences.get(s.userId) ?? []).map((id) => statuses.get(id)!));
  }, BATCH);

  const closes = new Batcher<Socket, void>(async (sockets) => {
    if (closing) return sockets.map(() => undefined);
    await settleOffline(
      sockets.map((s) => s.userId),
      sockets.map((s) => s.connectionId),
    );
    return sockets.map(() => undefined);
  }, BATCH);

  async function sweep() {
    if (closing) return;
    try {
      await presenceRepository.refreshInstance(db, instanceId, new Date(Date.now() + PRESENCE_TTL_MS));
      await settleOffline(await presenceRepository.sweepExpired(db, new Date()));
    } catch (err) {
      log.warn({ err }, 'presence sweep failed');
    }
  }

  return {
    instanceId,

    start() {
      timer ??= setInterval(() => void sweep(), REFRESH_MS);
      timer.unref();
    },

    /**
     * A socket opened: record it; the user's first live socket announces them online. Answers
     * the status of each friend who may see the user (for `friends_online_status`).
     */
    connected(connectionId: string, userId: number): Promise<OnlineStatus[]> {
      const p = opens.add({ connectionId, userId });
      pendingConnects.set(connectionId, p);
      void p.catch(() => {}).finally(() => pendingConnects.delete(connectionId));
      return p;
    },

    /** A socket closed: the user's last one announces them offline. */
    async disconnected(connectionId: string, userId: number): Promise<void> {
      if (closing) return;
      await pendingConnects.get(connectionId)?.catch(() => {});
      if (!closing) await closes.add({ connectionId, userId });
    },

    /** Process shutting down: drop this process's rows and announce who went offline. */
    async shutdown() {
      if (closing) return;
      closing = true; // later socket closes are covered by deleting this process's rows below
      if (timer) clearInterval(timer);
      await Promise.allSettled([opens.flush(), closes.flush()]);
      try {
        await settleOffline(await presenceRepository.deleteInstance(db, instanceId));
      } catch (err) {
        log.warn({ err }, 'presence shutdown failed');
      }
    },

    /** Runs one refresh-and-sweep now (tests). */
    sweepNow: () => sweep(),

    /** The status friends see for each of my friends. */
    async friendsStatus(me: number): Promise<OnlineStatus[]> {
      const ids = await friends.friendIds(me);
      const map = await lookup.lookup(ids);
      return ids.map((id) => map.get(id)!);
    },

    /** Anyone may see their own status; others only their friends'. */
    async statusOf(me: number, userId: number): Promise<OnlineStatus> {
      if (userId !== me) {
        const rel = await friends.relation(me, userId);
        if (!rel.isFriend || rel.blockedMe) throw forbidden('只能查看好友的在线状态');
      }
      return lookup.one(userId);
    },

    /** Chooses online / busy / away / offline (invisible); friends hear of a visible change. */
    async setStatus(me: number, status: PresenceStatus): Promise<OnlineStatus> {
      const before = await lookup.one(me);
      await presenceRepository.setStatus(db, me, status);
      const after = await lookup.one(me);
      if (before.status !== after.status || before.online !== after.online) {
        await announceTo(await friends.audience(me), after, before.online !== after.online);
      }
      return after;
    },

    /** HTTP heartbeat: keeps my sockets' rows alive and records me as seen. */
    async heartbeat(me: number): Promise<OnlineStatus> {
      await presenceRepository.touchUser(db, me, new Date(Date.now() + PRESENCE_TTL_MS));
      return lookup.one(me);
    },
  };
}
export type PresenceService = ReturnType<typeof createPresenceService>;
