import { LEDGER_KIND_NAMES, type LedgerKind, type WalletTransaction } from '@cailiao/contracts';
import { formatMoney, formatSignedMoney } from '../../../lib/format/money';
import { formatDateTime } from '../../../lib/format/time';

/** The amount column: a balance change (+ red income, − green expense) or, for freezes, the frozen change. */
export function amountOf(t: Pick<WalletTransaction, 'amount' | 'frozenChange'>): {
  text: string;
  tone: string;
} {
  if (t.amount !== 0)
    return { text: formatSignedMoney(t.amount), tone: t.amount > 0 ? 'cl-money--in' : 'cl-money--out' };
  if (t.frozenChange > 0) return { text: `冻结 ${formatMoney(t.frozenChange)}`, tone: 'cl-money--frozen' };
  if (t.frozenChange < 0) return { text: `解冻 ${formatMoney(-t.frozenChange)}`, tone: 'cl-money--frozen' };
  return { text: '0.00', tone: '' };
}

export function kindName(t: Pick<WalletTransaction, 'kind' | 'kindName'>): string {
  return t.kindName || LEDGER_KIND_NAMES[t.kind as LedgerKind] || t.kind;
}

/** One ledger row of 账户明细. */
export function TransactionItem({ tx }: { tx: WalletTransaction }) {
  const amount = amountOf(tx);
  return (
    <div className="cl-order" data-testid={`tx-${tx.id}`} data-kind={tx.kind}>
      <div className="cl-order__main">
        <div className="cl-order__title" data-testid="tx-kind">
          {kindName(tx)}
        </div>
        {tx.memo ? <div className="cl-order__meta">{tx.memo}</div> : null}
        <div className="cl-order__meta">{formatDateTime(tx.createdAt)}</div>
      </div>
      <div className="cl-order__side">
        <span className={`cl-order__amount ${amount.tone}`} data-testid="tx-amount">
          {amount.text}
        </span>
        <span className="cl-order__meta" data-testid="tx-balance">
          余额 {formatMoney(tx.balanceAfter)}
          {tx.frozenAfter > 0 ? ` · 冻结 ${formatMoney(tx.frozenAfter)}` : ''}
        </span>
      </div>
    </div>
  );
}
