import type { BetShareCard as Card } from '@cailiao/contracts';
import { navigateTo } from '../../../../lib/navigation';
import { useBetShare } from '../../api/bet-shares';
import type { ChatMessageView } from '../../types';
import './bet-share.css';

const STATUS_TEXT: Record<string, string> = {
  pending: '待开奖',
  won: '已中奖',
  lost: '未中奖',
  refunded: '已退款',
  cancelled: '已撤单',
};

export function cardOf(extra: Record<string, unknown> | null): Card | undefined {
  const card = extra?.betShare as Card | undefined;
  return card && Array.isArray(card.items) ? card : undefined;
}

/** The card's foot: 待开奖 until the draw, then the numbers and how the slip came out. */
function resultText(items: Card['items'], numbers: number[] | null, issueStatus: string | undefined): string {
  if (issueStatus === 'void') return '本期作废 · 已退款';
  if (!numbers) return '待开奖';
  const outcome = items.some((i) => i.status === 'won')
    ? '中奖'
    : items.some((i) => i.status === 'pending')
      ? '结算中'
      : items.every((i) => i.status === 'lost')
        ? '未中'
        : STATUS_TEXT[items[0]!.status];
  return `开奖 ${numbers.join(' ')} · ${outcome}`;
}

/** A BET_SHARE message: game, issue, plays and amounts; the result once drawn; a tap opens it. */
export function BetShareCard({ message }: { message: ChatMessageView }) {
  const card = cardOf(message.extra);
  const live = useBetShare(card && message.messageId > 0 ? message.messageId : undefined);
  if (!card) return <span>[投注分享]</span>;
  const items = live.data?.items ?? card.items;
  const numbers = live.data?.numbers ?? null;
  const shown = items.slice(0, 3);
  return (
    <button
      type="button"
      className="cl-betshare"
      onClick={() => navigateTo(`/pages/friend-bet-detail/friend-bet-detail?messageId=${message.messageId}`)}
      data-testid={`bet-share-${message.messageId}`}
    >
      <span className="cl-betshare__head">
        <span>{card.gameName}</span>
        <span className="cl-betshare__issue">第{card.issueNo}期</span>
      </span>
      {message.content ? <span className="cl-betshare__note">{message.content}</span> : null}
      {shown.map((i) => (
        <span className="cl-betshare__item" key={i.betId}>
          <span>
            {i.playName} {i.optionName}
          </span>
          <span>
            {i.amount === null ? '' : `¥${i.amount} `}@{i.odds}
          </span>
        </span>
      ))}
      {items.length > shown.length ? <span className="cl-betshare__more">等{items.length}注</span> : null}
      <span className="cl-betshare__foot">
        <span data-testid={`bet-share-result-${message.messageId}`}>
          {resultText(items, numbers, live.data?.issueStatus)}
        </span>
        <span className="cl-betshare__follow">跟投 ›</span>
      </span>
    </button>
  );
}
