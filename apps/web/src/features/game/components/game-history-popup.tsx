import { Popup } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { formatMoney } from '../../../lib/format/money';
import { formatDateTime } from '../../../lib/format/time';
import { getGameHistory } from '../../../lib/storage';
import type { BetHistoryEntry } from '../use-bet-slip';

/** The slips placed on this device for one game (local per-game history, newest first). */
export function GameHistoryPopup({
  gameCode,
  visible,
  onClose,
}: {
  gameCode: string;
  visible: boolean;
  onClose: () => void;
}) {
  const entries = visible ? getGameHistory<BetHistoryEntry>(gameCode) : [];
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="cl-history" destroyOnClose>
      <div className="cl-history__head">
        <h2 className="cl-popup-title">本机投注历史</h2>
        <button type="button" className="cl-link" onClick={onClose}>
          关闭
        </button>
      </div>
      <div className="cl-history__body" data-testid="game-history-list">
        {entries.length === 0 ? (
          <EmptyState title="暂无投注历史" />
        ) : (
          entries.map((e) => (
            <div key={`${e.data.orderId}-${e.timestamp}`} className="cl-history__entry">
              <div className="cl-history__meta">
                <span>第 {e.data.issueNo} 期</span>
                <span>{formatDateTime(new Date(e.timestamp).toISOString())}</span>
              </div>
              {e.data.bets.map((b) => (
                <div key={b.betId} className="cl-history__bet">
                  <span className="cl-grow">{b.name}</span>
                  <span>@{b.odds}</span>
                  <span>{formatMoney(b.amount)}</span>
                </div>
              ))}
              <div className="cl-history__total">合计 {formatMoney(e.data.totalAmount)} 元</div>
            </div>
          ))
        )}
      </div>
    </Popup>
  );
}
