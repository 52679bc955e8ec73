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

/** A BET_SHARE message: game, issue, plays and amounts; the result once drawn; a tap opens it. */
export function BetShareCard({ message }: { message: ChatMessageView }) {
  const card = cardOf(message.extra);
  const live = useBetShare(card && message.messageId > 0 ? message.messageId : undefined);
  if (!card) return <span>[投注分享]</span>;
  const items = live.data?.items ?? card.items;
  const numbers = live.data?.numbers ?? null;
  const won = items.some((i) => i.status === 'won');
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
        {numbers ? (
          <span data-testid={`bet-share-result-${message.messageId}`}>
            开奖 {numbers.join(' ')} ·{' '}
            {won ? '中奖' : items.every((i) => i.status === 'lost') ? '未中' : STATUS_TEXT[items[0]!.status]}
          </span>
        ) : (
          <span>待开奖</span>
        )}
        <span className="cl-betshare__follow">跟投 ›</span>
      </span>
    </button>
  );
}
