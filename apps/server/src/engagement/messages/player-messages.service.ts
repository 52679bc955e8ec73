import type {
  AdminMessageBody,
  Page,
  PlayerMessage,
  PlayerMessageKind,
  UnreadCounts,
} from '@cailiao/contracts';
import { userRepository } from '../../accounts/index.ts';
import type { AuditWrite } from '../../money/index.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { publishAfterCommit } from '../../platform/events/event-bus.ts';
import { messagesRepository as repo } from './messages.repository.ts';
import type { PlayerMessageRow } from './messages.schema.ts';

/** A message to write to a player's inbox. */
export interface NewMessage {
  kind: PlayerMessageKind;
  title: string;
  content: string;
  data?: Record<string, unknown>;
  /** Makes the write idempotent: the same key (e.g. `recharge:12`) writes one message. */
  dedupeKey?: string;
}

interface Deps {
  db: Db;
  bus: EventBus;
  now: () => Date;
  log?: { warn(obj: unknown, msg?: string): void };
}

export const toPlayerMessage = (m: PlayerMessageRow): PlayerMessage => ({
  id: m.id,
  title: m.title,
  content: m.content,
  kind: m.kind,
  isRead: m.isRead,
  createdAt: m.createdAt.toISOString(),
});

const pageOf = <T>(list: T[], total: number, page: number, limit: number): Page<T> => ({
  list,
  pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
});

/**
 * A player's inbox: the server writes a message for each event the player cares about, and pushes
 * it at once (`PlayerMessageCreated` → a `system_notification` frame).
 */
export function createPlayerMessagesService({ db, bus, now, log }: Deps) {
  /**
   * Writes a message in the caller's transaction (or on `db`); answers it with `push`, to call
   * once that transaction has committed, or null when its dedupe key was already used.
   */
  async function writeIn(
    tx: DbOrTx,
    userId: number,
    input: NewMessage,
  ): Promise<{ message: PlayerMessage; push(): Promise<void> } | null> {
    const row = await repo.insertMessage(tx, {
      userId,
      kind: input.kind,
      title: input.title,
      content: input.content,
      data: input.data ?? null,
      dedupeKey: input.dedupeKey ?? null,
      createdAt: now(),
    });
    if (!row) return null;
    const message = toPlayerMessage(row);
    return {
      message,
      async push() {
        const unread = await repo.unreadMessages(db, userId);
        await publishAfterCommit(bus, { type: 'PlayerMessageCreated', userId, message, unread }, (err) =>
          log?.warn({ err }, 'PlayerMessageCreated publish failed'),
        );
      },
    };
  }

  return {
    /**
     * Writes a message and pushes it; answers it, or null when its dedupe key was already used
     * (the event was delivered twice, or to several processes).
     */
    async notify(userId: number, input: NewMessage): Promise<PlayerMessage | null> {
      const written = await writeIn(db, userId, input);
      await written?.push();
      return written?.message ?? null;
    },

    writeIn,

    async list(
      userId: number,
      q: { page: number; limit: number; isRead?: boolean; kind?: PlayerMessageKind },
    ): Promise<Page<PlayerMessage>> {
      const { rows, total } = await repo.listMessages(db, userId, q, q.page, q.limit);
      return pageOf(rows.map(toPlayerMessage), total, q.page, q.limit);
    },

    async detail(userId: number, id: number): Promise<PlayerMessage> {
      const row = await repo.findMessage(db, userId, id);
      if (!row) throw notFound('消息不存在');
      return toPlayerMessage(row);
    },

    async read(userId: number, id: number): Promise<PlayerMessage> {
      const row = await repo.findMessage(db, userId, id);
      if (!row) throw notFound('消息不存在');
      if (!row.isRead) await repo.markRead(db, userId, [id], now());
      return { ...toPlayerMessage(row), isRead: true };
    },

    /** Marks the messages of `ids` (another player's are ignored), or all unread, as read. */
    async batchRead(userId: number, ids?: number[]): Promise<{ updated: number }> {
      return { updated: await repo.markRead(db, userId, ids, now()) };
    },

    async unreadCounts(userId: number): Promise<UnreadCounts> {
      const [messages, notices] = await Promise.all([
        repo.unreadMessages(db, userId),
        repo.unreadNotices(db, userId, now()),
      ]);
      return { messages, notices, total: messages + notices };
    },

    /**
     * The operator's message (kind `system`) to one player, pushed at once, or to every player
     * (read from the message center; no push to thousands of sockets). Written with its audit row.
     */
    async send(input: AdminMessageBody, audit: AuditWrite): Promise<{ recipients: number }> {
      const { title, content } = input;
      if (input.to === 'all') {
        const recipients = await db.transaction(async (tx) => {
          const createdAt = now();
          const n = await repo.insertForEveryone(tx, { title, content, createdAt });
          await audit(tx, { after: { kind: 'system', title, content, createdAt, recipients: n } });
          return n;
        });
        return { recipients };
      }
      const userId = input.to;
      const row = await db.transaction(async (tx) => {
        if (!(await userRepository.findById(tx, userId))) throw notFound('玩家不存在');
        const created = await repo.insertMessage(tx, {
          userId,
          kind: 'system',
          title,
          content,
          createdAt: now(),
        });
        await audit(tx, { after: created ?? null });
        return created!;
      });
      const unread = await repo.unreadMessages(db, userId);
      await publishAfterCommit(
        bus,
        { type: 'PlayerMessageCreated', userId, message: toPlayerMessage(row), unread },
        (err) => log?.warn({ err }, 'PlayerMessageCreated publish failed'),
      );
      return { recipients: 1 };
    },
  };
}
export type PlayerMessagesService = ReturnType<typeof createPlayerMessagesService>;
