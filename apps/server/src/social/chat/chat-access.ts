import {
  type ConversationTarget,
  type ConversationType,
  groupConversationId,
  parseConversationId,
  privateConversationId,
} from '@cailiao/contracts';
import type { Db } from '../../platform/db/client.ts';
import { badRequest, businessRule, DomainError, forbidden, notFound } from '../../platform/errors.ts';
import type { FriendsService } from '../friends/friends.service.ts';
import { muteRefusal } from '../groups/group-mute.service.ts';
import type { Roster } from '../groups/group-roster-cache.ts';
import type { ChatGroupRow, GroupMemberRow } from '../groups/groups.schema.ts';
import { dissolvedError, type GroupsService } from '../groups/groups.service.ts';
import type { MessageRow } from './chat.schema.ts';
import { conversationRepository } from './conversation.repository.ts';
import { messageRepository } from './message.repository.ts';

export interface ResolvedConversation {
  conversationId: string;
  type: ConversationType;
  /** As the user addressed it: the other user (private) or the group. */
  targetId: number;
  group?: ChatGroupRow;
  member?: GroupMemberRow;
  /**
   * A group send's cached roster: its members receive the message, and the message is stored only
   * while the roster's version is current (`resolveForSend`).
   */
  roster?: Roster;
}

/**
 * Who may read and write which conversation. A private conversation belongs to its two users;
 * writing also needs a friendship and no block either way (private messages are only between
 * friends). A group conversation belongs to the group's current members; writing also needs an
 * active group and no mute.
 */
export function createChatAccess(deps: { db: Db; friends: FriendsService; groups: GroupsService }) {
  const { db, friends, groups } = deps;

  async function resolve(
    me: number,
    target: ConversationTarget,
    mode: 'read' | 'write',
  ): Promise<ResolvedConversation> {
    if (target.type === 'PRIVATE') {
      if (target.targetId === me) throw badRequest('不能和自己聊天');
      const conversationId = privateConversationId(me, target.targetId);
      if (mode === 'read') {
        // Your own history stays readable after unfriending; a user who never existed is a 404.
        if ((await conversationRepository.lastSeq(db, conversationId)) === undefined)
          await friends.existingUser(target.targetId);
      } else {
        const rel = await friends.relation(me, target.targetId);
        if (!rel.exists) throw notFound('用户不存在');
        if (rel.iBlocked) throw businessRule('USER_BLOCKED', '你已将对方拉黑，请先解除拉黑');
        if (rel.blockedMe) throw forbidden('对方拒收了你的消息', 'BLOCKED');
        if (!rel.isFriend) throw forbidden('对方不是你的好友，请先添加好友', 'NOT_FRIENDS');
      }
      return { conversationId, type: 'PRIVATE', targetId: target.targetId };
    }
    const { group, member } = await groups.membership(target.targetId, me);
    if (mode === 'write') mayWrite(group, member);
    return {
      conversationId: groupConversationId(group.id),
      type: 'GROUP',
      targetId: group.id,
      group,
      member,
    };
  }

  function mayWrite(group: ChatGroupRow, member: GroupMemberRow) {
    if (group.status !== 'active') throw dissolvedError();
    const refusal = muteRefusal(group, member);
    if (refusal) throw businessRule('MUTED', refusal);
  }

  /**
   * Write access for a message send. A group is checked against its roster cached in this process
   * (`fresh` reads it again): the caller must store with `roster.version`, which fails when the
   * roster changed in the meantime, and then resolve again with `fresh`.
   */
  async function resolveForSend(
    me: number,
    target: ConversationTarget,
    fresh = false,
  ): Promise<ResolvedConversation> {
    if (target.type === 'PRIVATE') return resolve(me, target, 'write');
    const roster = await groups.roster(target.targetId, fresh);
    try {
      if (!roster) throw notFound('群组不存在');
      const member = roster.members.get(me);
      if (!member) throw forbidden('你不是该群成员');
      mayWrite(roster.group, member);
      return sendTo(roster, member);
    } catch (err) {
      // A refusal is rare and must be as current as a grant: decide it on a fresh roster.
      if (fresh || !(err instanceof DomainError)) throw err;
      return resolveForSend(me, target, true);
    }
  }

  function sendTo(roster: Roster, member: GroupMemberRow): ResolvedConversation {
    return {
      conversationId: groupConversationId(roster.group.id),
      type: 'GROUP',
      targetId: roster.group.id,
      group: roster.group,
      member,
      roster,
    };
  }

  /** Everyone who receives this conversation's frames (the user's other devices included). */
  async function recipients(me: number, c: ResolvedConversation): Promise<number[]> {
    if (c.roster) return [...c.roster.memberIds];
    return c.type === 'PRIVATE' ? [me, c.targetId] : groups.memberIds(c.targetId);
  }

  /** The conversation of a stored conversation id, from `me`'s side (read access). */
  async function resolveId(me: number, conversationId: string): Promise<ResolvedConversation> {
    const parsed = parseConversationId(conversationId);
    if (!parsed) throw notFound('会话不存在');
    if (parsed.type === 'PRIVATE') {
      const [a, b] = parsed.userIds;
      if (a !== me && b !== me) throw notFound('消息不存在');
      return { conversationId, type: 'PRIVATE', targetId: a === me ? b : a };
    }
    return resolve(me, { targetId: parsed.groupId, type: 'GROUP' }, 'read');
  }

  /** A message `me` can see: in a conversation they belong to, not cleared, not deleted for them. */
  async function visibleMessage(
    me: number,
    messageId: number,
  ): Promise<{ row: MessageRow; conversation: ResolvedConversation }> {
    const row = await messageRepository.findById(db, messageId);
    if (!row) throw notFound('消息不存在');
    let conversation: ResolvedConversation;
    try {
      conversation = await resolveId(me, row.conversationId);
    } catch (err) {
      if (err instanceof DomainError && err.kind === 'forbidden') throw notFound('消息不存在');
      throw err;
    }
    const member = await conversationRepository.member(db, row.conversationId, me);
    if ((member && row.seq <= member.clearedSeq) || (await messageRepository.isDeletedFor(db, me, row.id))) {
      throw notFound('消息不存在');
    }
    return { row, conversation };
  }

  return { resolve, resolveForSend, resolveId, recipients, visibleMessage };
}
export type ChatAccess = ReturnType<typeof createChatAccess>;
