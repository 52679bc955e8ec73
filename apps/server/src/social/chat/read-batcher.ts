import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { conversationMembers, conversations } from './chat.schema.ts';

/** A member's read state after their read was applied. */
export interface ReadOutcome {
  /** Whether the read position moved (to `readSeq`). */
  moved: boolean;
  readSeq: number;
  clearedSeq: number;
  lastSeq: number;
}

interface Waiting {
  userId: number;
  /** null: up to the newest message. */
  upTo: number | null;
  resolve: (o: ReadOutcome) => void;
  reject: (err: unknown) => void;
}

interface Queue {
  waiting: Waiting[];
  running: boolean;
}

type Row = { user_id: number; moved: boolean; read_seq: number; cleared_seq: number; last_seq: number };

/**
 * Read positions, written in batches per conversation. When a message reaches a group of 500,
 * up to 500 `read_message` frames follow it; each used to cost its own upsert and lookups. Reads of
 * one conversation now queue while a batch is being written and go in the next one, a single
 * statement for all of them (a "group commit": a lone read is written at once, with no window to
 * wait for). `onMoved` runs once per batch with the members whose position moved.
 */
export function createReadBatcher(
  db: DbOrTx,
  onMoved: (conversationId: string, moved: { userId: number; readSeq: number }[]) => Promise<void>,
) {
  const queues = new Map<string, Queue>();

  async function write(conversationId: string, batch: Map<number, number | null>): Promise<Row[]> {
    const values = sql.join(
      [...batch].map(([userId, upTo]) => sql`(${userId}::int, ${upTo}::int)`),
      sql`, `,
    );
    // `cm` is read from the statement's snapshot, before `up` writes: the state of the members whose
    // position did not move.
    const result = await db.execute(sql`
      with v(user_id, up_to) as (values ${values}),
      last as (select last_seq from ${conversations} where id = ${conversationId}),
      target as (
        select v.user_id, least(coalesce(v.up_to, last.last_seq), last.last_seq) as seq from v, last
      ),
      up as (
        insert into ${conversationMembers} (conversation_id, user_id, read_seq)
        select ${conversationId}, t.user_id, t.seq from target t where t.seq > 0
        on conflict (conversation_id, user_id) do update set read_seq = excluded.read_seq, updated_at = now()
          where ${conversationMembers}.read_seq < excluded.read_seq
        returning user_id, read_seq
      )
      select v.user_id, up.user_id is not null as moved,
             coalesce(up.read_seq, cm.read_seq, 0) as read_seq, coalesce(cm.cleared_seq, 0) as cleared_seq,
             coalesce((select last_seq from last), 0) as last_seq
        from v
        left join up on up.user_id = v.user_id
        left join ${conversationMembers} cm on cm.conversation_id = ${conversationId} and cm.user_id = v.user_id`);
    return (result as unknown as { rows: Row[] }).rows;
  }

  async function drain(conversationId: string, queue: Queue) {
    // Reads that arrive in the same turn of the event loop share the first batch.
    await new Promise((r) => setImmediate(r));
    while (queue.waiting.length) {
      const waiting = queue.waiting.splice(0);
      // One row per member: the furthest of their reads (null, the newest message, is furthest).
      const batch = new Map<number, number | null>();
      for (const w of waiting) {
        const had = batch.get(w.userId);
        batch.set(w.userId, had === null || w.upTo === null ? null : Math.max(had ?? 0, w.upTo));
      }
      try {
        const rows = new Map((await write(conversationId, batch)).map((r) => [Number(r.user_id), r]));
        const moved = [...rows.values()]
          .filter((r) => r.moved)
          .map((r) => ({ userId: Number(r.user_id), readSeq: Number(r.read_seq) }));
        for (const w of waiting) {
          const r = rows.get(w.userId);
          w.resolve({
            moved: !!r?.moved,
            readSeq: Number(r?.read_seq ?? 0),
            clearedSeq: Number(r?.cleared_seq ?? 0),
            lastSeq: Number(r?.last_seq ?? 0),
          });
        }
        if (moved.length) await onMoved(conversationId, moved);
      } catch (err) {
        for (const w of waiting) w.reject(err);
      }
    }
    queue.running = false;
    queues.delete(conversationId);
  }

  return {
    /** Moves `userId`'s read position in the conversation to `upTo` (null: the newest message). */
    advance(conversationId: string, userId: number, upTo: number | null): Promise<ReadOutcome> {
      let queue = queues.get(conversationId);
      if (!queue) {
        queue = { waiting: [], running: false };
        queues.set(conversationId, queue);
      }
      const q = queue;
      const outcome = new Promise<ReadOutcome>((resolve, reject) =>
        q.waiting.push({ userId, upTo, resolve, reject }),
      );
      if (!q.running) {
        q.running = true;
        void drain(conversationId, q);
      }
      return outcome;
    },
  };
}
export type ReadBatcher = ReturnType<typeof createReadBatcher>;
