import type { BetRecord } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { formatMoney } from '../../../lib/format/money';
import { navigateTo } from '../../../lib/navigation';
import { useGameBets } from '../api/get-bets';
import { invalidateBalances } from '../api/submit-bets';
import { shortIssueNo } from '../short-issue-no';
import { BetStatusTag } from './bet-status-tag';

/** Announces bets that just left `pending` and refreshes balances; quiet on the first load. */
function useSettlementNotice(list: readonly BetRecord[] | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<Map<number, string> | null>(null);
  useEffect(() => {
    if (!list) return;
    const before = seen.current;
    seen.current = new Map(list.map((b) => [b.betId, b.status]));
    if (!before) return;
    const settled = list.filter((b) => before.get(b.betId) === 'pending' && b.status !== 'pending');
    if (settled.length === 0) return;
    invalidateBalances(queryClient);
    const won = settled.filter((b) => b.status === 'won');
    const payout = won.reduce((sum, b) => sum + Math.round(b.payout * 100), 0) / 100;
    Toast.show({
      content:
        won.length > 0 ? `恭喜中奖！派彩 ${formatMoney(payout)} 元` : `第 ${settled[0]!.issueNo} 期已开奖`,
      // A result deserves the longer time of the app's own notices.
      duration: LIMITS.appToastMs,
    });
  }, [list, queryClient]);
}

/** 我的注单 of this game: the latest bets, each flipping from 待开奖 to its result when settled. */
export function GameBetsPanel({
  gameId,
  currentIssueNo,
  live = false,
}: {
  gameId: number;
  currentIssueNo?: string;
  live?: boolean;
}) {
  const { data } = useGameBets(gameId, currentIssueNo, live);
  const list = data?.list;
  useSettlementNotice(list);
  if (!list || list.length === 0) return null;
  return (
    <section className="cl-section cl-my-bets" aria-label="我的注单">
      <div className="cl-section__title cl-my-bets__head">
        <span>我的注单</span>
        <button type="button" className="cl-link" onClick={() => navigateTo('/pages/bet-record/bet-record')}>
          全部记录
        </button>
      </div>
      <ul className="cl-my-bets__list">
        {list.map((b) => (
          <li key={b.betId}>
            <button
              type="button"
              className="cl-my-bets__row"
              onClick={() => navigateTo(`/pages/bet-detail/bet-detail?id=${b.betId}`)}
              data-testid={`bet-row-${b.betId}`}
            >
              <span className="cl-my-bets__issue">{shortIssueNo(b.issueNo)}期</span>
              <span className="cl-my-bets__name">
                {b.playName} {b.optionName}
              </span>
              <span className="cl-my-bets__amount">{formatMoney(b.amount)}</span>
              <span className="cl-my-bets__payout" data-testid={`bet-payout-${b.betId}`}>
                {b.status === 'won' || b.status === 'refunded' ? `+${formatMoney(b.payout)}` : ''}
              </span>
              <BetStatusTag betId={b.betId} status={b.status} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
