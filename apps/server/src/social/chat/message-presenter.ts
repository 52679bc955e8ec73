import { type ChatMessage, type MessageType, SYSTEM_USER, type UserBrief } from '@cailiao/contracts';
import { inArray } from 'drizzle-orm';
import { users } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { MessageRow } from './chat.schema.ts';
import { messageRepository } from './message.repository.ts';

/**
 * Public faces of users, for display in chat (a read-only join on the users table: nickname and
 * avatar must be current, so they are never copied into messages).
 */
export async function loadBriefs(db: DbOrTx, ids: Iterable<number>): Promise<Map<number, UserBrief>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  const out = new Map<number, UserBrief>();
  if (unique.length === 0) return out;
  const rows = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, unique));
  for (const r of rows) out.set(r.id, r);
  return out;
}

const unknownUser = (id: number): UserBrief => ({ id, username: '', nickname: '未知用户', avatar: null });
const REPLY_PREVIEW_CHARS = 100;

export type GroupNames = (groupIds: number[]) => Promise<Map<number, string>>;

/** Turns stored message rows into the message shape of SPEC.md §3 (see ChatMessage). */
export function createMessagePresenter(db: DbOrTx, groupNames: GroupNames) {
  function toMessage(
    row: MessageRow,
    briefs: Map<number, UserBrief>,
    groups: Map<number, string>,
    replies: Map<number, MessageRow>,
  ): ChatMessage {
    const fromUser = row.senderId ? (briefs.get(row.senderId) ?? unknownUser(row.senderId)) : SYSTEM_USER;
    const targetName =
      row.conversationType === 'GROUP'
        ? (groups.get(row.targetId) ?? '群聊')
        : (briefs.get(row.targetId)?.nickname ?? '未知用户');
    const reply = row.replyToId ? replies.get(row.replyToId) : undefined;
    const extra = row.extra ?? null;
    const created = row.createdAt;
    return {
      messageId: row.id,
      id: row.id,
      conversationId: row.conversationId,
      conversationType: row.conversationType,
      seq: row.seq,
      messageType: row.messageType as MessageType,
      content: row.content,
      mediaUrl: row.mediaUrl,
      thumbnailUrl: typeof extra?.thumbnailUrl === 'string' ? extra.thumbnailUrl : null,
      mediaSize: row.mediaSize,
      duration: row.duration,
      fromUser,
      senderId: row.senderId,
      targetId: row.targetId,
      targetName,
      replyToId: row.replyToId,
      replyTo: reply
        ? {
            messageId: reply.id,
            seq: reply.seq,
            messageType: reply.messageType as MessageType,
            content: [...reply.content].slice(0, REPLY_PREVIEW_CHARS).join(''),
            fromUser: reply.senderId
              ? (briefs.get(reply.senderId) ?? unknownUser(reply.senderId))
              : SYSTEM_USER,
          }
        : null,
      clientMsgId: row.clientMsgId,
      isRecalled: row.recalledAt !== null,
      recalledBy: row.recalledBy,
      extra,
      createAt: created.toISOString(),
      createdAt: created.toISOString(),
      serverTimestamp: created.getTime(),
    };
  }

  return {
    /**
     * `groupName`: the name of the (one) group of these rows when the caller already has it;
     * `faces`: public faces the caller already read (the sender's, with the message's insert).
     */
    async present(rows: MessageRow[], groupName?: string, faces: UserBrief[] = []): Promise<ChatMessage[]> {
      if (rows.length === 0) return [];
      const replyIds = [...new Set(rows.map((r) => r.replyToId).filter((id): id is number => id !== null))];
      const replyRows = await messageRepository.findByIds(db, replyIds);
      const replies = new Map(replyRows.map((r) => [r.id, r]));
      const userIds: number[] = [];
      const groupIds: number[] = [];
      for (const r of [...rows, ...replyRows]) {
        if (r.senderId) userIds.push(r.senderId);
        if (r.conversationType === 'PRIVATE') userIds.push(r.targetId);
        else groupIds.push(r.targetId);
      }
      const uniqueGroups = [...new Set(groupIds)];
      const known = groupName !== undefined && uniqueGroups.length === 1;
      const knownIds = new Set(faces.map((b) => b.id));
      const [briefs, groups] = await Promise.all([
        loadBriefs(
          db,
          userIds.filter((id) => !knownIds.has(id)),
        ).then((loaded) => {
          for (const b of faces) loaded.set(b.id, b);
          return loaded;
        }),
        known || uniqueGroups.length === 0
          ? Promise.resolve(new Map<number, string>(known ? [[uniqueGroups[0]!, groupName]] : []))
          : groupNames(uniqueGroups),
      ]);
      return rows.map((r) => toMessage(r, briefs, groups, replies));
    },

    async presentOne(row: MessageRow, groupName?: string, faces?: UserBrief[]): Promise<ChatMessage> {
      const [m] = await this.present([row], groupName, faces);
      return m!;
    },
  };
}
export type MessagePresenter = ReturnType<typeof createMessagePresenter>;
