import { type SQL, sql } from 'drizzle-orm';
import { liveSessionSql, users } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { executeBuilt, executeNamed } from '../../platform/db/named-statement.ts';
import { type NamedQuery, namedTemplate } from '../../platform/db/sql-template.ts';
import { conversationMembers, conversations, messages, type NewMessageRow } from './chat.schema.ts';

export type AppendRow = Omit<NewMessageRow, 'id' | 'seq' | 'createdAt' | 'recalledAt' | 'recalledBy'>;

/** The sender's session to check inside the statement (platform/http/session-recall.ts). */
export interface SenderSession {
  tokenHash: string;
  userId: number;
}

/** One message to append, and the conditions of its statement. */
export interface Append {
  m: AppendRow;
  kind: 'private' | 'group';
  /** Users who get member rows of the conversation (a private conversation's peer). */
  members: number[];
  /** A checked group send: the counter moves only while the roster is at this version. */
  rosterVersion?: number;
  /** A session the guard took from memory: the statement writes only while it is live. */
  session?: SenderSession;
  /** The clock the session's expiry is judged by. */
  now: Date;
}

export type AppendedRow = {
  id: number | string;
  seq: number;
  created_ms: number;
  username: string | null;
  nickname: string | null;
  avatar: string | null;
};

/** A row's fields as the statement stores them: what it leaves out, null (content, empty). */
export const storedFields = (m: AppendRow) => ({
  conversationId: m.conversationId,
  conversationType: m.conversationType,
  senderId: m.senderId ?? null,
  targetId: m.targetId,
  messageType: m.messageType,
  content: m.content ?? '',
  mediaUrl: m.mediaUrl ?? null,
  mediaSize: m.mediaSize ?? null,
  duration: m.duration ?? null,
  replyToId: m.replyToId ?? null,
  clientMsgId: m.clientMsgId ?? null,
  extra: m.extra ?? null,
});

/** The append statement of `a`; its text depends only on appendShape(a). */
export function appendSql({ m, kind, members, rosterVersion, session, now }: Append): SQL {
  const f = storedFields(m);
  const extra = m.extra ? JSON.stringify(m.extra) : null;
  const senderRead = m.senderId
    ? sql`, r as (
        insert into ${conversationMembers} (conversation_id, user_id, read_seq)
        select ${m.conversationId}, ${m.senderId}::int, c.last_seq from c
        on conflict (conversation_id, user_id)
        do update set read_seq = greatest(${conversationMembers}.read_seq, excluded.read_seq))`
    : sql``;
  // Every sub-statement reads from `c`, so it runs after the conversation row is locked: writes
  // to one conversation queue behind that lock and cannot deadlock on the member rows.
  const memberRows = members.length
    ? sql`, p as (
        insert into ${conversationMembers} (conversation_id, user_id)
        select ${m.conversationId}, v.user_id from c, (values ${sql.join(
          members.map((u) => sql`(${u}::int)`),
          sql`, `,
        )}) as v(user_id)
        on conflict do nothing)`
    : sql``;
  // The roster's triggers create a group's conversation row with its first member, so a checked
  // send only updates it (and does nothing when the version moved).
  const live = session ? sql` and ${liveSessionSql(session.tokenHash, session.userId, now)}` : sql``;
  const counter =
    rosterVersion === undefined
      ? sql`insert into ${conversations} (id, type, last_seq, last_message_at) values (${m.conversationId}, ${kind}, 1, now())
        on conflict (id) do update set last_seq = ${conversations}.last_seq + 1, last_message_at = now()
        returning last_seq`
      : sql`update ${conversations} set last_seq = last_seq + 1, last_message_at = now()
         where id = ${m.conversationId} and members_version = ${rosterVersion}::bigint${live}
        returning last_seq`;
  return sql`
    with c as (${counter}), m as (
      insert into ${messages} (conversation_id, seq, conversation_type, sender_id, target_id, message_type, content,
                               media_url, media_size, duration, reply_to_id, client_msg_id, extra)
      select ${f.conversationId}, c.last_seq, ${f.conversationType}, ${f.senderId}::int, ${f.targetId}::int,
             ${f.messageType}, ${f.content}, ${f.mediaUrl}, ${f.mediaSize}::int, ${f.duration}::int,
             ${f.replyToId}::bigint, ${f.clientMsgId}, ${extra}::jsonb
        from c
      returning id, seq, (extract(epoch from created_at) * 1000)::float8 as created_ms
    )${senderRead}${memberRows}
    select m.id, m.seq, m.created_ms, u.username, u.nickname, u.avatar
      from m left join ${users} u on u.id = ${f.senderId}::int`;
}

/** What the statement's text depends on: appends of one shape share a template. */
const appendShape = (a: Append) =>
  `${a.kind}:${a.members.length}:${a.rosterVersion !== undefined}:${a.session !== undefined}:${a.m.senderId != null}`;

/** The values of an append by name (sqlTemplate's slots). */
export function appendSlots({
  m,
  kind,
  members,
  rosterVersion,
  session,
  now,
}: Append): Record<string, unknown> {
  const slots: Record<string, unknown> = {
    ...storedFields(m),
    extra: m.extra ? JSON.stringify(m.extra) : null,
    kind,
    rosterVersion,
    tokenHash: session?.tokenHash,
    sessionUserId: session?.userId,
    now,
  };
  for (const [i, u] of members.entries()) slots[`member${i}`] = u;
  return slots;
}

/** An append of `like`'s shape whose values all differ from each other and from sample `k`'s. */
export function appendSample(like: Append, k: 1 | 2): Append {
  const n = (i: number) => 800_000_000 + k * 1000 + i;
  return {
    m: {
      conversationId: `sample-conversation-${k}`,
      conversationType: `sample-type-${k}` as AppendRow['conversationType'],
      senderId: like.m.senderId == null ? null : n(1),
      targetId: n(2),
      messageType: `sample-message-type-${k}` as AppendRow['messageType'],
      content: `sample-content-${k}`,
      mediaUrl: `sample-media-${k}`,
      mediaSize: n(3),
      duration: n(4),
      replyToId: n(5),
      clientMsgId: `sample-client-${k}`,
      extra: { sample: k },
    },
    // The counter's kind is a constant of the shape (the conversation's type is its own slot).
    kind: like.kind,
    members: like.members.map((_, i) => n(10 + i)),
    rosterVersion: like.rosterVersion === undefined ? undefined : n(6),
    session: like.session && { tokenHash: `sample-token-${k}`, userId: n(7) },
    now: new Date(1_700_000_000_000 + k * 1000),
  };
}

/**
 * The statement of each shape, turned into SQL text by Drizzle once (sql-template.ts): building
 * the text on every send cost 84 µs of the 1.2 ms between a group message's request and its first
 * frame (bench/chat.bench.ts, 2026-12-06). Texts are the same on every database of the process.
 */
export const appendTemplates = new Map<string, (a: Append) => NamedQuery>();
/** Shapes at most: members beyond a private conversation's peer are rare, and not worth a template. */
const MAX_SHAPES = 32;

/** The template of `a`'s shape; none past MAX_SHAPES, and the statement is then built each time. */
export function appendTemplate(db: DbOrTx, a: Append): ((a: Append) => NamedQuery) | undefined {
  const shape = appendShape(a);
  let statement = appendTemplates.get(shape);
  if (!statement && appendTemplates.size < MAX_SHAPES) {
    statement = namedTemplate(
      db,
      'chat_append',
      appendSql,
      appendSlots,
      appendSample(a, 1),
      appendSample(a, 2),
    );
    appendTemplates.set(shape, statement);
  }
  return statement;
}

/** Runs the append statement: its one row, or none when the roster or session check failed. */
export async function runAppend(db: DbOrTx, a: Append): Promise<AppendedRow | undefined> {
  // Named: every send of a conversation runs this text, so each connection parses and plans it once.
  const statement = appendTemplate(db, a);
  if (!statement) return (await executeNamed<AppendedRow>(db, 'chat_append', appendSql(a))).rows[0];
  const { query, name } = statement(a);
  return (await executeBuilt<AppendedRow>(db, name, query)).rows[0];
}
