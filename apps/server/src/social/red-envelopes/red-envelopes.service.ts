import { randomInt } from 'node:crypto';
import {
  type ConversationTarget,
  type Page,
  paginationOf,
  parseConversationId,
  type RedEnvelopeDetail,
  type RedEnvelopeGrab,
  type RedEnvelopeListItem,
  type RedEnvelopeRecord,
  type RedEnvelopeSent,
  type RedEnvelopeStatus,
  type SendRedEnvelopeBody,
  SYSTEM_USER,
} from '@cailiao/contracts';
import { fenToYuan, RED_ENVELOPE, splitRedEnvelope, validateRedEnvelope, yuanToFen } from '@cailiao/domain';
import type { WalletService } from '../../money/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import {
  businessRule,
  conflict,
  DomainError,
  forbidden,
  notFound,
  rateLimited,
} from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { RateLimiter } from '../../platform/lib/rate-limiter.ts';
import type { ChatAccess } from '../chat/chat-access.ts';
import { loadBriefs } from '../chat/message-presenter.ts';
import { appendMessage, type SystemMessages } from '../chat/message-writer.ts';
import { dissolvedError, type GroupsService } from '../groups/groups.service.ts';
import { checkEnvelopePassword, hashEnvelopePassword } from './red-envelope-password.ts';
import { redEnvelopesRepository as repo } from './red-envelopes.repository.ts';
import type { RedEnvelopeRow } from './red-envelopes.schema.ts';

interface Deps {
  db: Db;
  bus: EventBus;
  limiter: RateLimiter;
  wallet: WalletService;
  access: ChatAccess;
  groups: GroupsService;
  system: SystemMessages;
  now?: () => Date;
}

const REFUSALS = {
  AMOUNT_OUT_OF_RANGE: '红包金额应在0.01-20000元之间',
  COUNT_OUT_OF_RANGE: `红包个数应为1-${RED_ENVELOPE.maxCount}个`,
  SHARE_TOO_SMALL: '单个红包金额不能少于0.01元',
} as const;

/**
 * Red envelopes: send (debit, split and message in one transaction), grab (one share per member,
 * under the envelope's row lock), detail and records, and the refund of what is left after 24 h.
 */
export function createRedEnvelopeService({ db, bus, limiter, wallet, access, groups, system, now }: Deps) {
  const clock = now ?? (() => new Date());

  /** What the envelope shows now: an active envelope past its 24 hours reads as expired. */
  const statusOf = (e: RedEnvelopeRow, at = clock()): RedEnvelopeStatus =>
    e.status === 'active' && e.expiresAt <= at ? 'expired' : e.status;

  /** Members of the envelope's conversation (the private pair, or the group's members). */
  async function audience(e: RedEnvelopeRow): Promise<number[]> {
    const parsed = parseConversationId(e.conversationId);
    if (parsed?.type === 'PRIVATE') return parsed.userIds;
    return groups.memberIds(e.targetId);
  }

  /** The envelope, if `me` belongs to its conversation (404 otherwise: it is not theirs to see). */
  async function visible(me: number, id: number): Promise<RedEnvelopeRow> {
    return (await visibleWithGroup(me, id)).envelope;
  }

  /** The envelope and, for a group one, the group (one query each). */
  async function visibleWithGroup(me: number, id: number) {
    const envelope = await repo.findById(db, id);
    if (!envelope) throw notFound('红包不存在');
    const parsed = parseConversationId(envelope.conversationId);
    if (parsed?.type === 'PRIVATE') {
      if (!parsed.userIds.includes(me)) throw notFound('红包不存在');
      return { envelope, group: undefined };
    }
    try {
      const { group } = await groups.membership(envelope.targetId, me);
      return { envelope, group };
    } catch (err) {
      if (err instanceof DomainError && err.kind === 'forbidden')
        throw forbidden('你不是该群成员，不能查看红包');
      throw err;
    }
  }

  function sentAnswer(e: RedEnvelopeRow, balanceFen: number): RedEnvelopeSent {
    return {
      id: e.id,
      redEnvelopeId: e.id,
      amount: fenToYuan(e.amountFen),
      count: e.count,
      type: e.type,
      status: statusOf(e),
      messageId: e.messageId,
      balance: fenToYuan(balanceFen),
    };
  }

  async function send(me: number, body: SendRedEnvelopeBody): Promise<RedEnvelopeSent> {
    const amountFen = yuanToFen(body.amount);
    const refusal = validateRedEnvelope(amountFen, body.count);
    if (refusal) throw businessRule(refusal, REFUSALS[refusal]);
    if (body.requestId) {
      const first = await repo.findByRequest(db, me, body.requestId);
      if (first) return sentAnswer(first, await wallet.balanceFen(me));
    }
    if (!(await limiter.hit(`red-envelope-send:${me}`, 60, 20)))
      throw rateLimited('发红包太频繁，请稍后再试');
    const target: ConversationTarget = body.groupId
      ? { targetId: body.groupId, type: 'GROUP' }
      : { targetId: body.toUserId!, type: 'PRIVATE' };
    const c = await access.resolve(me, target, 'write');
    if (c.type === 'PRIVATE' && body.count !== 1)
      throw businessRule('COUNT_OUT_OF_RANGE', '发给好友的红包只能是1个');
    if (c.type === 'GROUP') {
      const members = (await groups.memberIds(c.targetId)).length;
      if (body.count > members)
        throw businessRule('COUNT_OUT_OF_RANGE', `红包个数不能超过群成员数（${members}人）`);
    }
    const shares = splitRedEnvelope(amountFen, body.count, body.type, randomInt);
    const blessing = body.blessing || RED_ENVELOPE.blessing;
    const passwordHash = body.password ? hashEnvelopePassword(body.password) : null;
    const sentAt = clock();
    let done: {
      envelope: RedEnvelopeRow;
      balanceFen: number;
      message: Awaited<ReturnType<typeof appendMessage>>;
    };
    try {
      done = await db.transaction(async (tx) => {
        const envelope = await repo.insert(tx, {
          senderId: me,
          conversationId: c.conversationId,
          conversationType: c.type,
          targetId: c.targetId,
          type: body.type,
          amountFen,
          count: body.count,
          blessing,
          passwordHash,
          remainCount: body.count,
          remainFen: amountFen,
          requestId: body.requestId ?? null,
          createdAt: sentAt,
          expiresAt: new Date(sentAt.getTime() + RED_ENVELOPE.refundAfterMs),
        });
        const debit = await wallet.debit(tx, {
          userId: me,
          amountFen,
          kind: 'red_envelope_send',
          reference: `red_envelope_send:${envelope.id}`,
          memo: c.type === 'GROUP' ? '发群红包' : '发红包',
        });
        await repo.insertShares(tx, envelope.id, shares);
        const message = await appendMessage(tx, {
          conversationId: c.conversationId,
          conversationType: c.type,
          senderId: me,
          targetId: c.targetId,
          messageType: 'RED_ENVELOPE',
          content: blessing,
          extra: {
            redEnvelopeId: envelope.id,
            type: body.type,
            count: body.count,
            blessing,
            hasPassword: passwordHash !== null,
          },
        });
        await repo.setMessage(tx, envelope.id, message.id);
        return { envelope: { ...envelope, messageId: message.id }, balanceFen: debit.balanceFen, message };
      });
    } catch (err) {
      // The same requestId raced in twice: the loser answers the winner's envelope.
      if (body.requestId && isUniqueViolation(err)) {
        const first = await repo.findByRequest(db, me, body.requestId);
        if (first) return sentAnswer(first, await wallet.balanceFen(me));
      }
      throw err;
    }
    await system.announce(done.message, await access.recipients(me, c));
    return sentAnswer(done.envelope, done.balanceFen);
  }

  async function grab(me: number, id: number, password?: string | null): Promise<RedEnvelopeGrab> {
    const { envelope: e, group } = await visibleWithGroup(me, id);
    if (e.conversationType === 'PRIVATE' && e.senderId === me)
      throw businessRule('OWN_RED_ENVELOPE', '发给好友的红包只能由对方领取');
    if (group && group.status !== 'active') throw dissolvedError();
    // Cheap answers from the row just read; the grab statement decides again under the row lock.
    const seen = statusOf(e);
    if (seen === 'expired') throw conflict('RED_ENVELOPE_EXPIRED', '红包已过期');
    if (seen === 'finished') throw conflict('RED_ENVELOPE_EMPTY', '手慢了，红包派完了');
    if (e.passwordHash && !checkEnvelopePassword(password ?? '', e.passwordHash))
      throw businessRule('WRONG_PASSWORD', password ? '口令不正确' : '请输入红包口令');

    let taken: { amountFen: number; remainCount: number; remainFen: number } | undefined;
    const NOTHING_LEFT = new Error('nothing left');
    try {
      taken = await db.transaction(async (tx) => {
        // Grabs of one envelope take turns on its row. Lock order: the envelope, a share, my
        // wallet; the refund job takes the envelope before the sender's wallet too, so no two
        // of them wait for each other in a circle.
        const at = clock();
        const locked = await repo.lock(tx, id);
        if (!locked || statusOf(locked, at) !== 'active') throw NOTHING_LEFT;
        const amountFen = await repo.takeShare(tx, id, me, at);
        if (amountFen === undefined) throw NOTHING_LEFT;
        await wallet.credit(tx, {
          userId: me,
          amountFen,
          kind: 'red_envelope_grab',
          reference: `red_envelope_grab:${id}:${me}`,
          memo: '领取红包',
        });
        const counted = await repo.countGrab(tx, id, amountFen, at);
        if (!counted) throw NOTHING_LEFT; // cannot be, under the lock; rolls the share and credit back
        return { amountFen, ...counted };
      });
    } catch (err) {
      // The unique index (envelope, grabber): a second share for the same player.
      if (isUniqueViolation(err)) throw conflict('ALREADY_GRABBED', '你已经领取过这个红包了');
      if (err !== NOTHING_LEFT) throw err;
      taken = undefined;
    }
    if (!taken) {
      const now = await repo.findById(db, id);
      if (now && (await repo.shareOf(db, id, me)) !== undefined)
        throw conflict('ALREADY_GRABBED', '你已经领取过这个红包了');
      if (now && statusOf(now) === 'expired') throw conflict('RED_ENVELOPE_EXPIRED', '红包已过期');
      throw conflict('RED_ENVELOPE_EMPTY', '手慢了，红包派完了');
    }
    const amountFen = taken.amountFen;
    const answer: RedEnvelopeGrab = {
      redEnvelopeId: id,
      grabAmount: fenToYuan(amountFen),
      remainCount: taken.remainCount,
      remainAmount: fenToYuan(taken.remainFen),
      isLastGrab: taken.remainCount === 0,
      status: taken.remainCount === 0 ? 'finished' : 'active',
    };
    const briefs = await loadBriefs(db, [me, e.senderId]);
    const grabber = briefs.get(me) ?? { ...SYSTEM_USER, id: me, nickname: '未知用户' };
    const sender = briefs.get(e.senderId)?.nickname ?? '未知用户';
    // Every grab goes to its sender and grabber; the last one to the whole conversation, whose
    // bubbles then turn to "已被领完" (a 500-member group is not told of each of 100 grabs).
    await bus.publish({
      type: 'RedEnvelopeGrabbed',
      recipients: answer.isLastGrab ? await audience(e) : [...new Set([e.senderId, me])],
      grab: {
        ...answer,
        conversationId: e.conversationId,
        conversationType: e.conversationType,
        targetId: e.targetId,
        messageId: e.messageId,
        senderId: e.senderId,
        grabberUser: grabber,
        message:
          me === e.senderId
            ? `「${grabber.nickname}」领取了自己的红包`
            : `「${grabber.nickname}」领取了「${sender}」的红包`,
      },
    });
    return answer;
  }

  return {
    send,
    grab,

    async detail(me: number, id: number): Promise<RedEnvelopeDetail> {
      const e = await visible(me, id);
      const [myFen, briefs] = await Promise.all([repo.shareOf(db, id, me), loadBriefs(db, [e.senderId])]);
      const status = statusOf(e);
      return {
        id: e.id,
        redEnvelopeId: e.id,
        sender: briefs.get(e.senderId) ?? { ...SYSTEM_USER, id: e.senderId, nickname: '未知用户' },
        type: e.type,
        amount: fenToYuan(e.amountFen),
        count: e.count,
        blessing: e.blessing,
        hasPassword: e.passwordHash !== null,
        status,
        remainCount: e.remainCount,
        remainAmount: fenToYuan(e.remainFen),
        refundedAmount: fenToYuan(e.refundedFen),
        myAmount: myFen === undefined ? null : fenToYuan(myFen),
        canGrab:
          status === 'active' &&
          myFen === undefined &&
          !(e.conversationType === 'PRIVATE' && e.senderId === me),
        conversationId: e.conversationId,
        conversationType: e.conversationType,
        targetId: e.targetId,
        messageId: e.messageId,
        createdAt: e.createdAt.toISOString(),
        expiresAt: e.expiresAt.toISOString(),
      };
    },

    async records(me: number, id: number) {
      const e = await visible(me, id);
      const rows = await repo.records(db, id);
      const best =
        e.type === 'lucky' && e.status === 'finished' && e.count > 1
          ? Math.max(...rows.map((r) => r.amountFen))
          : undefined;
      let bestGiven = false;
      const list: RedEnvelopeRecord[] = rows.map((r) => {
        const isBest = !bestGiven && r.amountFen === best;
        if (isBest) bestGiven = true;
        return {
          userId: r.userId,
          nickname: r.nickname,
          avatar: r.avatar,
          amount: fenToYuan(r.amountFen),
          grabbedAt: r.grabbedAt!.toISOString(),
          isBest,
        };
      });
      return { list, grabbedCount: list.length, count: e.count };
    },

    async list(
      me: number,
      q: { kind: 'sent' | 'received'; page: number; limit: number },
    ): Promise<Page<RedEnvelopeListItem>> {
      const offset = (q.page - 1) * q.limit;
      const { list, total } =
        q.kind === 'sent'
          ? await repo.sentBy(db, me, q.limit, offset)
          : await repo.grabbedBy(db, me, q.limit, offset);
      const userIds = list.flatMap(({ envelope: e }) =>
        e.conversationType === 'PRIVATE' ? [e.senderId, e.targetId] : [e.senderId],
      );
      const groupIds = list
        .filter((r) => r.envelope.conversationType === 'GROUP')
        .map((r) => r.envelope.targetId);
      const [briefs, groupNames] = await Promise.all([loadBriefs(db, userIds), groups.names(groupIds)]);
      return {
        list: list.map(({ envelope: e, myFen }) => ({
          id: e.id,
          type: e.type,
          amount: fenToYuan(e.amountFen),
          count: e.count,
          blessing: e.blessing,
          status: statusOf(e),
          remainCount: e.remainCount,
          refundedAmount: fenToYuan(e.refundedFen),
          myAmount: myFen === null ? null : fenToYuan(myFen),
          sender: briefs.get(e.senderId) ?? { ...SYSTEM_USER, id: e.senderId, nickname: '未知用户' },
          conversationType: e.conversationType,
          targetId: e.targetId,
          targetName:
            e.conversationType === 'GROUP'
              ? (groupNames.get(e.targetId) ?? '群聊')
              : (briefs.get(e.targetId)?.nickname ?? '未知用户'),
          createdAt: e.createdAt.toISOString(),
        })),
        pagination: paginationOf({ page: q.page, limit: q.limit }, total),
      };
    },
  };
}
export type RedEnvelopeService = ReturnType<typeof createRedEnvelopeService>;
