import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { EventOf } from '../../platform/events/domain-events.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { groupsRepository } from './groups.repository.ts';
import type { GameCatalog, GroupsService } from './groups.service.ts';

/** 【极速快3】第20261124-0815期开奖：3 5 6（和值14） */
export function drawNoticeText(
  gameName: string,
  gameType: string,
  issueNo: string,
  numbers: number[],
): string {
  const sum = numbers.reduce((a, b) => a + b, 0);
  const extra = gameType === 'k3' || gameType === 'xy28' ? `（和值${sum}）` : '';
  return `【${gameName}】第${issueNo}期开奖：${numbers.join(' ')}${extra}`;
}

/**
 * Posts each draw of a game as a SYSTEM message in the groups that follow it (lotteryGameIds).
 * Every server process hears IssueDrawn; the claim row (group_draw_notices) is written in the same
 * transaction as the message, so exactly one process posts each draw in each group.
 */
export function createGroupDrawNotices(deps: {
  db: Db;
  bus: EventBus;
  groups: GroupsService;
  games: GameCatalog;
  log: FastifyBaseLogger;
}) {
  const { db, bus, groups, games, log } = deps;

  async function announce(e: EventOf<'IssueDrawn'>): Promise<number> {
    const following = await groupsRepository.followingGame(db, e.gameId);
    if (following.length === 0) return 0;
    const name = (await games.rows()).find((g) => g.id === e.gameId)?.name ?? e.gameCode;
    const text = drawNoticeText(name, e.gameType, e.issueNo, e.numbers);
    let posted = 0;
    for (const group of following) {
      const notice = await db.transaction(async (tx) => {
        if (!(await groupsRepository.claimDrawNotice(tx, group.id, e.gameId, e.issueNo))) return undefined;
        return groups.notices.append(tx, group.id, text, {
          event: 'lottery_draw',
          gameId: e.gameId,
          gameCode: e.gameCode,
          issueNo: e.issueNo,
          numbers: e.numbers,
        });
      });
      if (!notice) continue;
      await groups.notices.announce(group.id, notice);
      posted++;
    }
    return posted;
  }

  return {
    announce,
    /** Listens to the bus; answers the function that stops listening. */
    start(): () => void {
      return bus.subscribe((event) => {
        if (event.type !== 'IssueDrawn') return;
        announce(event).catch((err) => log.warn({ err, issueNo: event.issueNo }, 'draw notice failed'));
      });
    },
  };
}
export type GroupDrawNotices = ReturnType<typeof createGroupDrawNotices>;
