import type {
  BetRecord,
  BetShareCard,
  BetShareItem,
  BetShareLive,
  ChatMessage,
  ConversationTarget,
  FollowSlip,
  ShareBetBody,
} from '@cailiao/contracts';
import { fenToYuan, yuanToFen } from '@cailiao/domain';
import type { LotteryServices } from '../../lottery/index.ts';
import { badRequest, businessRule, DomainError, notFound } from '../../platform/errors.ts';
import type { ChatAccess } from '../chat/chat-access.ts';
import type { MessageService } from '../chat/message.service.ts';
import type { MessagePresenter } from '../chat/message-presenter.ts';

interface Deps {
  access: ChatAccess;
  messages: MessageService;
  presenter: MessagePresenter;
  lottery: Pick<LotteryServices, 'games' | 'draw' | 'bet'>;
  /** Epoch ms: the lottery's clock. */
  now: () => number;
}

const sumYuan = (values: number[]) => fenToYuan(values.reduce((s, v) => s + yuanToFen(v), 0));

function itemOf(b: BetRecord, hide: boolean): BetShareItem {
  return {
    betId: b.betId,
    play: b.play,
    playName: b.playName,
    option: b.option,
    optionName: b.optionName,
    amount: hide ? null : b.amount,
    odds: b.odds,
    status: b.status,
    payout: hide ? null : b.payout,
  };
}

/**
 * Bet sharing: the owner of a bet sends its whole slip as a BET_SHARE card (amounts hidden if they
 * wish); members of the conversation read its live result and follow it into their own slip for
 * the game's current issue (re-checked here, placed later through the normal bet submit).
 */
export function createBetShareService({ access, messages, presenter, lottery, now: clock }: Deps) {
  /** The card of a BET_SHARE message `me` may see (404 otherwise). */
  async function cardOf(me: number, messageId: number) {
    const { row } = await access.visibleMessage(me, messageId);
    const card = (row.extra as { betShare?: BetShareCard } | null)?.betShare;
    if (row.messageType !== 'BET_SHARE' || row.recalledAt || !card) throw notFound('分享的注单不存在');
    return { row, card };
  }

  return {
    async share(me: number, body: ShareBetBody): Promise<ChatMessage> {
      const slip = await lottery.bet.slipOf(me, body.betId);
      const first = slip.bets[0];
      if (!first) throw notFound('注单不存在');
      const card: BetShareCard = {
        orderId: slip.orderId,
        sharerId: me,
        gameId: first.gameId,
        gameCode: first.gameCode,
        gameName: first.gameName,
        gameType: first.gameType,
        issueNo: first.issueNo,
        hideAmount: body.hideAmount,
        totalAmount: body.hideAmount ? null : sumYuan(slip.bets.map((b) => b.amount)),
        items: slip.bets.map((b) => itemOf(b, body.hideAmount)),
      };
      const target: ConversationTarget = body.groupId
        ? { targetId: body.groupId, type: 'GROUP' }
        : { targetId: body.toUserId!, type: 'PRIVATE' };
      return messages.sendComposed(
        me,
        target,
        { messageType: 'BET_SHARE', content: body.content ?? '', extra: { betShare: card } },
        body.clientMsgId || null,
      );
    },

    /** The shared slip with the live state of its issue and bets. */
    async live(me: number, messageId: number): Promise<BetShareLive> {
      const { row, card } = await cardOf(me, messageId);
      const [message, bets, game] = await Promise.all([
        presenter.presentOne(row),
        lottery.bet.byIds(card.items.map((i) => i.betId)),
        lottery.games.resolve(card.gameId),
      ]);
      const issue = await lottery.draw.findIssue(game, card.issueNo);
      const now = clock();
      const items = bets.map((b) => itemOf(b, card.hideAmount));
      return {
        ...card,
        items,
        messageId: row.id,
        sharer: message.fromUser,
        content: row.content,
        sharedAt: row.createdAt.toISOString(),
        issueStatus: issue.status === 'open' && now >= issue.closeAt.getTime() ? 'closed' : issue.status,
        closeAt: issue.closeAt.toISOString(),
        drawAt: issue.drawAt.toISOString(),
        numbers: bets[0]?.numbers ?? null,
        totalPayout: card.hideAmount ? null : sumYuan(bets.map((b) => b.payout)),
        issueOpen: issue.status === 'open' && now < issue.closeAt.getTime(),
      };
    },

    /** The shared slip re-checked for the game's current issue: plays and options valid, odds now. */
    async follow(me: number, messageId: number): Promise<FollowSlip> {
      const { card } = await cardOf(me, messageId);
      const game = await lottery.games.resolve(card.gameId);
      if (game.status !== 'active') throw businessRule('GAME_DISABLED', '该彩种已停售');
      const current = await lottery.draw.currentView(game);
      if (current.status !== 'open') throw businessRule('BETTING_CLOSED', '当前期已封盘，请等待下一期开盘');
      const items: FollowSlip['items'] = [];
      for (const item of card.items) {
        try {
          const odds = await lottery.games.oddsOf(game, item.play, item.option);
          items.push({
            play: item.play,
            playName: item.playName,
            option: item.option,
            optionName: item.optionName,
            amount: card.hideAmount ? null : item.amount,
            odds: odds.odds,
          });
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
        }
      }
      if (items.length === 0) throw badRequest('该注单的玩法已不可投注');
      const sameIssue = current.issueNo === card.issueNo;
      const skipped = card.items.length - items.length;
      const notes = [
        sameIssue ? '' : `第${card.issueNo}期已截止，已为你换成当前第${current.issueNo}期`,
        skipped ? `${skipped}注玩法已不可投注` : '',
      ].filter(Boolean);
      return {
        gameId: game.id,
        gameCode: game.code,
        gameType: game.type,
        gameName: game.name,
        issueNo: current.issueNo,
        closeAt: current.closeAt,
        sharedIssueNo: card.issueNo,
        sameIssue,
        items,
        skipped,
        notice: notes.length ? notes.join('；') : null,
      };
    },
  };
}
export type BetShareService = ReturnType<typeof createBetShareService>;
