import {
  CHAT_LIMITS,
  type FriendRequest,
  type FriendRequestBody,
  type Page,
  privateConversationId,
  toPage,
} from '@cailiao/contracts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import {
  badRequest,
  businessRule,
  conflict,
  forbidden,
  notFound,
  rateLimited,
} from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { RateLimiter } from '../../platform/lib/rate-limiter.ts';
import type { MessageRow } from '../chat/chat.schema.ts';
import { loadBriefs } from '../chat/message-presenter.ts';
import type { SystemMessages } from '../chat/message-writer.ts';
import { friendGroupsRepository } from './friend-groups.repository.ts';
import { type FriendRequestView, friendRequestsRepository } from './friend-requests.repository.ts';
import { friendsRepository } from './friends.repository.ts';
import type { FriendRequestRow } from './friends.schema.ts';
import type { FriendsService } from './friends.service.ts';

const WELCOME = '你们已经成为好友，现在可以开始聊天了';

function toDto(v: FriendRequestView, viewerId: number): FriendRequest {
  return {
    id: v.id,
    fromUser: v.from,
    toUser: v.to,
    message: v.message,
    remark: viewerId === v.fromUserId ? v.remark : null,
    status: v.status,
    reason: v.reason,
    createdAt: v.createdAt.toISOString(),
    expiresAt: v.expiresAt.toISOString(),
    respondedAt: v.respondedAt?.toISOString() ?? null,
  };
}

interface Deps {
  db: Db;
  bus: EventBus;
  limiter: RateLimiter;
  friends: FriendsService;
  system: SystemMessages;
}

/** Friend requests: send, accept, reject, list; pending ones expire after 7 days. */
export function createFriendRequestsService({ db, bus, limiter, friends, system }: Deps) {
  /**
   * Runs `answer` on a request under its row lock while it is still pending and unexpired. A request
   * found expired is marked so (and that commits) before the 422; one already answered is a 409.
   */
  async function answerPending<T>(id: number, answer: (tx: Tx, row: FriendRequestRow) => Promise<T>) {
    const result = await db.transaction(async (tx) => {
      const row = await friendRequestsRepository.lock(tx, id);
      if (row?.status !== 'pending') return { error: 'handled' as const };
      if (row.expiresAt <= new Date()) {
        await friendRequestsRepository.respond(tx, id, 'expired', null);
        return { error: 'expired' as const };
      }
      return { answered: await answer(tx, row) };
    });
    if ('error' in result) {
      throw result.error === 'handled'
        ? conflict('REQUEST_HANDLED', '该好友申请已处理')
        : businessRule('REQUEST_EXPIRED', '好友申请已过期');
    }
    return result.answered;
  }

  async function view(row: FriendRequestRow, status = row.status): Promise<FriendRequestView> {
    const briefs = await loadBriefs(db, [row.fromUserId, row.toUserId]);
    return { ...row, status, from: briefs.get(row.fromUserId)!, to: briefs.get(row.toUserId)! };
  }

  async function notify(row: FriendRequestRow, action: 'received' | 'accepted' | 'rejected', to: number) {
    const v = await view(row, action === 'received' ? 'pending' : action);
    await bus.publish({ type: 'FriendRequestChanged', userId: to, action, request: toDto(v, to) });
  }

  /** Makes two users friends inside `tx` and writes the welcome notice. */
  async function befriend(
    tx: Tx,
    request: FriendRequestRow,
    accepter: { remark?: string; groupId?: number | null },
  ): Promise<MessageRow> {
    const requesterGroup =
      request.groupId && (await friendGroupsRepository.findGroup(tx, request.fromUserId, request.groupId))
        ? request.groupId
        : null;
    await friendsRepository.insertPair(
      tx,
      { userId: request.fromUserId, remark: request.remark, groupId: requesterGroup },
      { userId: request.toUserId, remark: accepter.remark, groupId: accepter.groupId ?? null },
    );
    await friendRequestsRepository.acceptAllBetween(tx, request.fromUserId, request.toUserId);
    const cid = privateConversationId(request.fromUserId, request.toUserId);
    return system.append(tx, cid, request.fromUserId, WELCOME, { event: 'friend_added' });
  }

  async function respondable(me: number, id: number) {
    const row = await friendRequestsRepository.findById(db, id);
    if (!row || row.toUserId !== me) throw notFound('好友申请不存在');
    return row;
  }

  return {
    async send(
      me: number,
      body: FriendRequestBody,
    ): Promise<{ request: FriendRequest; autoAccepted: boolean }> {
      if (body.friendId === me) throw badRequest('不能添加自己为好友');
      if (!(await limiter.hit(`friend-request:${me}`, 30, 3600))) throw rateLimited();
      await friends.existingUser(body.friendId);
      const rel = await friends.relation(me, body.friendId);
      if (rel.isFriend) throw conflict('ALREADY_FRIENDS', '对方已经是你的好友');
      if (rel.blockedMe) throw forbidden('对方拒绝接收你的好友申请');
      if (rel.iBlocked) throw businessRule('USER_BLOCKED', '你已将对方拉黑，请先解除拉黑');
      const groupId = await friends.ownGroup(me, body.groupId);
      const now = new Date();

      let outcome: { row: FriendRequestRow; welcome?: MessageRow };
      try {
        outcome = await db.transaction(async (tx) => {
          await friendRequestsRepository.expireBetween(tx, me, body.friendId, now);
          const reverse = await friendRequestsRepository.findPending(tx, body.friendId, me, now);
          if (reverse) {
            // They already asked me: my request is their answer.
            const welcome = await befriend(tx, reverse, { remark: body.remark, groupId });
            return { row: { ...reverse, status: 'accepted' as const }, welcome };
          }
          if (await friendRequestsRepository.findPending(tx, me, body.friendId, now)) {
            throw conflict('REQUEST_PENDING', '已发送过好友申请，请等待对方处理');
          }
          const row = await friendRequestsRepository.insert(tx, {
            fromUserId: me,
            toUserId: body.friendId,
            message: body.message || null,
            remark: body.remark || null,
            groupId,
            expiresAt: new Date(now.getTime() + CHAT_LIMITS.friendRequestTtlMs),
          });
          return { row };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('REQUEST_PENDING', '已发送过好友申请，请等待对方处理');
        throw err;
      }
      if (outcome.welcome) {
        await system.announce(outcome.welcome, [me, body.friendId]);
        await notify(outcome.row, 'accepted', body.friendId);
        return { request: toDto(await view(outcome.row), me), autoAccepted: true };
      }
      await notify(outcome.row, 'received', body.friendId);
      return { request: toDto(await view(outcome.row), me), autoAccepted: false };
    },

    async accept(
      me: number,
      id: number,
      body: { remark?: string; groupId?: number | null },
    ): Promise<FriendRequest> {
      const request = await respondable(me, id);
      const groupId = await friends.ownGroup(me, body.groupId);
      const rel = await friends.relation(me, request.fromUserId);
      if (rel.iBlocked) throw businessRule('USER_BLOCKED', '你已将对方拉黑，请先解除拉黑');
      if (rel.blockedMe) throw forbidden('对方已将你拉黑');
      const result = await answerPending(id, async (tx, row) => {
        const welcome = await befriend(tx, row, { remark: body.remark, groupId });
        return { row: { ...row, status: 'accepted' as const, respondedAt: new Date() }, welcome };
      });
      await system.announce(result.welcome, [me, request.fromUserId]);
      await notify(result.row, 'accepted', request.fromUserId);
      return toDto(await view(result.row), me);
    },

    async reject(me: number, id: number, reason?: string): Promise<FriendRequest> {
      await respondable(me, id);
      const row = await answerPending(id, async (tx, pending) => {
        await friendRequestsRepository.respond(tx, id, 'rejected', reason || null);
        return { ...pending, status: 'rejected' as const, reason: reason || null, respondedAt: new Date() };
      });
      await notify(row, 'rejected', row.fromUserId);
      return toDto(await view(row), me);
    },

    async list(
      me: number,
      q: { type: 'received' | 'sent'; status?: string; page: number; limit: number },
    ): Promise<Page<FriendRequest>> {
      const { list, total } = await friendRequestsRepository.page(
        db,
        me,
        q.type,
        q.status,
        q.limit,
        (q.page - 1) * q.limit,
      );
      return toPage(
        list.map((v) => toDto(v, me)),
        q,
        total,
      );
    },
  };
}
export type FriendRequestsService = ReturnType<typeof createFriendRequestsService>;
