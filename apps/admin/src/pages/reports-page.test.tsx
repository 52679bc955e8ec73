import { addShanghaiDays, shanghaiDate } from '@cailiao/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session';
import { answer, renderPage } from '../test/render';
import { ReportsPage } from './reports-page';

const day = (date: string, over: object = {}) => ({
  date,
  deposits: 500,
  withdrawals: -200,
  stakes: -100,
  payouts: 250,
  refunds: 10,
  rewards: 7,
  commissions: 3,
  adjustments: -8,
  other: 0,
  net: 462,
  balanceChange: 462,
  ledgerDifference: 0,
  rechargeOrders: 500,
  depositDifference: 0,
  balanced: true,
  ...over,
});
const report = {
  from: '2026-11-19',
  to: '2026-11-25',
  days: [
    day('2026-11-24'),
    day('2026-11-25', { other: 7, net: 469, balanceChange: 472, ledgerDifference: -3, balanced: false }),
  ],
  total: day('合计', { net: 931, balanceChange: 934, ledgerDifference: -3, balanced: false }),
};

beforeEach(() =>
  session.set({
    token: 'tok',
    operator: { id: 7, username: 'cw', role: 'finance', roleName: '财务', permissions: ['finance.report'] },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.set(null);
});

describe('ReportsPage', () => {
  it('asks for the last seven days, shows each day tied out or not, and the total', async () => {
    const fetch = answer({ body: { success: true, data: report } });
    renderPage(<ReportsPage />);
    const bad = (await screen.findByText('2026-11-25')).closest('tr') as HTMLElement;
    expect(within(bad).getByText('不平 −¥3.00')).toBeTruthy();
    const good = screen.getByText('2026-11-24').closest('tr') as HTMLElement;
    expect(within(good).getByText('已平')).toBeTruthy();
    expect(within(good).getByText('−¥200.00')).toBeTruthy();
    expect(screen.getByText('合计')).toBeTruthy();
    expect(screen.getByText('¥931.00')).toBeTruthy();
    expect(screen.getByText(/1 天不平/)).toBeTruthy();
    const today = shanghaiDate(new Date());
    const weekAgo = addShanghaiDays(today, -6);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      `/api/admin/reports/daily?from=${weekAgo}&to=${today}`,
    );
  });

  it("takes today as Shanghai's day when the operator's clock is still on the day before", async () => {
    // 16:30 UTC on the 28th is 00:30 on the 29th in Shanghai; the test runs with TZ=UTC or any other.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T16:30:00Z'));
    try {
      const fetch = answer({ body: { success: true, data: report } });
      renderPage(<ReportsPage />);
      await screen.findByText('2026-11-25');
      expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
        '/api/admin/reports/daily?from=2026-11-23&to=2026-11-29',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('exports the CSV of the same range with the console token', async () => {
    const fetch = answer({ body: { success: true, data: report } }, { body: '日期,充值' });
    const created = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<ReportsPage />);
    await screen.findByText('2026-11-25');
    await userEvent.setup().click(screen.getByRole('button', { name: '导出CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/admin\/reports\/daily\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    expect(init.headers).toEqual({ authorization: 'Bearer tok' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^对账报表_.*\.csv$/);
  });

  it('shows the server message when the report cannot load', async () => {
    answer({ status: 503, body: { success: false, message: '服务暂时不可用' } });
    renderPage(<ReportsPage />);
    expect(await screen.findByText('服务暂时不可用')).toBeTruthy();
  });
});
