import { CalendarPicker, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { daysAgo } from '../../../lib/format/time';
import type { TransactionsFilter } from '../api/get-transactions';

/** Kind groups of the ledger filter; `kinds` is the comma list the API takes. */
export const KIND_TABS = [
  { key: 'all', title: '全部', kinds: undefined },
  { key: 'recharge', title: '充值', kinds: 'recharge' },
  { key: 'withdraw', title: '提现', kinds: 'withdraw_freeze,withdraw_unfreeze,withdraw_paid' },
  { key: 'bet', title: '投注', kinds: 'bet' },
  { key: 'payout', title: '派奖', kinds: 'payout' },
  { key: 'red', title: '红包', kinds: 'red_envelope_send,red_envelope_grab,red_envelope_refund' },
  { key: 'other', title: '其他', kinds: 'refund,reward,adjust' },
] as const;

export const DATE_OPTIONS = [
  { key: 'all', title: '全部' },
  { key: 'today', title: '今天', days: 0 },
  { key: '7d', title: '近7天', days: 6 },
  { key: '30d', title: '近30天', days: 29 },
  { key: 'custom', title: '自定义' },
] as const;

export interface LedgerFilterState {
  kind: string;
  date: string;
  /** The days of a custom range. */
  range?: [string, string];
}

/** The API filter of the chosen kind group and date range (Beijing days, inclusive). */
export function toQuery(state: LedgerFilterState, now = new Date()): TransactionsFilter {
  const kinds = KIND_TABS.find((k) => k.key === state.kind)?.kinds;
  const option = DATE_OPTIONS.find((d) => d.key === state.date);
  const filter: TransactionsFilter = kinds ? { kind: kinds } : {};
  if (option && 'days' in option) {
    filter.startDate = daysAgo(option.days, now);
    filter.endDate = daysAgo(0, now);
  } else if (state.date === 'custom' && state.range) {
    [filter.startDate, filter.endDate] = state.range;
  }
  return filter;
}

/** A date picked in the calendar (a local calendar day) as "YYYY-MM-DD". */
const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Kind tabs and date chips of 账户明细; 自定义 opens a range calendar. */
export function TransactionFilters({
  value,
  onChange,
}: {
  value: LedgerFilterState;
  onChange: (next: LedgerFilterState) => void;
}) {
  const [calendar, setCalendar] = useState(false);
  // The calendar works in device days; the API counts Beijing days: end at Beijing's today.
  const [y = 1970, m = 1, d = 1] = daysAgo(0).split('-').map(Number);
  const today = new Date(y, m - 1, d);
  const min = new Date(y - 1, m - 1, d);

  return (
    <div className="cl-ledger-filters">
      <Tabs
        className="cl-wallet-tabs"
        activeKey={value.kind}
        onChange={(kind) => onChange({ ...value, kind })}
      >
        {KIND_TABS.map((k) => (
          <Tabs.Tab key={k.key} title={<span data-testid={`tx-kind-${k.key}`}>{k.title}</span>} />
        ))}
      </Tabs>
      <div className="cl-chips" role="radiogroup" aria-label="时间范围">
        {DATE_OPTIONS.map((d) => (
          <button
            key={d.key}
            type="button"
            role="radio"
            aria-checked={value.date === d.key}
            className={value.date === d.key ? 'cl-chip cl-chip--active' : 'cl-chip'}
            onClick={() => (d.key === 'custom' ? setCalendar(true) : onChange({ ...value, date: d.key }))}
            data-testid={`tx-date-${d.key}`}
          >
            {d.key === 'custom' && value.date === 'custom' && value.range
              ? `${value.range[0].slice(5)} 至 ${value.range[1].slice(5)}`
              : d.title}
          </button>
        ))}
      </div>
      <CalendarPicker
        visible={calendar}
        selectionMode="range"
        title="选择日期范围"
        min={min}
        max={today}
        onClose={() => setCalendar(false)}
        onConfirm={(range) => {
          if (range) onChange({ ...value, date: 'custom', range: [localDay(range[0]), localDay(range[1])] });
        }}
      />
    </div>
  );
}
