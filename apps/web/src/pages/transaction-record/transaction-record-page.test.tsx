import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, signIn, transaction } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

// The page is a lazy chunk: transform it before the first test's find timers start.
beforeAll(() => import('./transaction-record-page'), 60_000);

const ROUTE = '/pages/transaction-record/transaction-record';

beforeEach(() => signIn());

const rows = [
  transaction({
    id: 3,
    kind: 'withdraw_unfreeze',
    kindName: '提现解冻',
    amount: 0,
    frozenChange: -102,
    balanceAfter: 500,
  }),
  transaction({
    id: 2,
    kind: 'withdraw_freeze',
    kindName: '提现冻结',
    amount: 0,
    frozenChange: 102,
    frozenAfter: 102,
    balanceAfter: 500,
  }),
  transaction({ id: 4, kind: 'bet', kindName: '', amount: -20, balanceAfter: 480 }),
  transaction({ id: 1 }),
];

describe('账户明细 page', () => {
  it('shows Chinese kind names, signed coloured amounts and the balance after', async () => {
    mockApi({ 'GET /api/wallet/transactions': () => page(rows) });
    renderApp(ROUTE);
    await screen.findByTestId('tx-1');
    expect(screen.getAllByTestId('tx-kind').map((e) => e.textContent)).toEqual([
      '提现解冻',
      '提现冻结',
      '投注',
      '充值',
    ]);
    const amounts = screen.getAllByTestId('tx-amount');
    expect(amounts.map((e) => e.textContent)).toEqual(['解冻 102.00', '冻结 102.00', '-20.00', '+500.00']);
    expect(amounts[2]?.className).toContain('cl-money--out');
    expect(amounts[3]?.className).toContain('cl-money--in');
    expect(screen.getAllByTestId('tx-balance')[2]?.textContent).toBe('余额 480.00');
  });

  it('sends the kind group and the date range as filters', async () => {
    const queries: string[] = [];
    mockApi({
      'GET /api/wallet/transactions': (_b, url) => {
        queries.push(
          `${url.searchParams.get('kind')}|${url.searchParams.get('startDate')}|${url.searchParams.get('endDate')}`,
        );
        return page([]);
      },
    });
    renderApp(ROUTE);
    expect(await screen.findByText('暂无账户明细')).toBeTruthy();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByTestId('tx-kind-withdraw'));
    await waitFor(() => expect(queries).toHaveLength(2));
    await user.click(screen.getByTestId('tx-date-7d'));
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries[0]).toBe('null|null|null');
    expect(queries[1]).toBe('withdraw_freeze,withdraw_unfreeze,withdraw_paid|null|null');
    const [kind, start, end] = (queries[2] ?? '').split('|');
    expect(kind).toBe('withdraw_freeze,withdraw_unfreeze,withdraw_paid');
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(end ?? '') - Date.parse(start ?? '')).toBe(6 * 86_400_000);
  });
});
