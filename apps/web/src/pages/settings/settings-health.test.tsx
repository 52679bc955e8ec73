import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { protectionStatus } from '../../features/protection/testing';
import { clickDialogButton, signIn, signOut } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

beforeAll(() => import('./settings-page'), 60_000);
const ROUTE = '/pages/settings/settings?panel=health';
beforeEach(() => signOut());

const history = {
  days: [{ date: '2026-11-25', stakes: 30, wins: 19.8, net: -10.2 }],
  totals: { stakes: 30, wins: 19.8, net: -10.2 },
};

describe('设置 → 健康游戏', () => {
  it('is reached from 设置 and lists every limit, the history and its totals', async () => {
    signIn();
    mockApi({
      'GET /api/protection': () => protectionStatus(),
      'GET /api/protection/history': () => history,
    });
    renderApp('/pages/settings/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByText('健康游戏', { selector: '.adm-list-item-content-main' }));
    expect(await screen.findByText('每日净亏损限额')).toBeTruthy();
    expect(screen.getByTestId('limit-loss-day').textContent).toBe('未设置');
    expect((await screen.findByTestId('history-net')).textContent).toBe('-10.20');
  });

  it('sets a daily loss limit at once; raising it asks first and says it waits 24 hours', async () => {
    signIn();
    let status = protectionStatus();
    const { calls } = mockApi({
      'GET /api/protection': () => status,
      'GET /api/protection/history': () => history,
      'PUT /api/protection/limits': (body) => {
        const b = body as { amount: number };
        status =
          b.amount > 10
            ? protectionStatus({}, [
                {
                  kind: 'loss',
                  period: 'day',
                  amount: 10,
                  pending: { amount: b.amount, effectiveAt: '2026-11-26T04:00:00.000Z' },
                },
              ])
            : protectionStatus({}, [
                { kind: 'loss', period: 'day', amount: b.amount, used: 0, remaining: b.amount },
              ]);
        return status;
      },
    });
    renderApp(ROUTE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByTestId('limit-item-loss-day'));
    await user.type(await screen.findByTestId('limit-amount'), '0.001');
    await user.click(screen.getByTestId('limit-save'));
    expect((await screen.findByTestId('limit-error')).textContent).toBe('金额最多保留两位小数');
    await user.clear(screen.getByTestId('limit-amount'));
    await user.type(screen.getByTestId('limit-amount'), '10');
    await user.click(screen.getByTestId('limit-save'));
    await waitFor(() => expect(screen.getByTestId('limit-loss-day').textContent).toBe('10.00 元'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ kind: 'loss', period: 'day', amount: 10 });

    await user.click(screen.getByTestId('limit-item-loss-day'));
    await user.clear(await screen.findByTestId('limit-amount'));
    await user.type(screen.getByTestId('limit-amount'), '50');
    await user.click(screen.getByTestId('limit-save'));
    expect(await screen.findByText(/提高或取消限额将在24小时后生效/)).toBeTruthy();
    await clickDialogButton('确认提交');
    await waitFor(() =>
      expect(screen.getByText(/放宽至 50.00 元将于 2026-11-26 12:00:00 生效/)).toBeTruthy(),
    );
    expect(screen.getByTestId('limit-loss-day').textContent).toBe('10.00 元');
  });

  it('starts a cooling-off after a confirmation and shows until when', async () => {
    signIn();
    let status = protectionStatus();
    const { calls } = mockApi({
      'GET /api/protection': () => status,
      'GET /api/protection/history': () => history,
      'POST /api/protection/cooling-off': () => {
        status = protectionStatus({
          block: {
            kind: 'cooling_off',
            startedAt: '2026-11-25T04:00:00.000Z',
            until: '2026-12-02T04:00:00.000Z',
          },
          canBet: false,
          canRecharge: false,
        });
        return status;
      },
    });
    renderApp(ROUTE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByText('7天'));
    await user.click(screen.getByTestId('cooling-start'));
    expect(await screen.findByText(/冷静期7天内无法投注和充值（提现不受影响）/)).toBeTruthy();
    await clickDialogButton('确定开始');
    expect((await screen.findByTestId('protection-block')).textContent).toContain(
      '冷静期中：2026-12-02 12:00:00 前无法投注和充值，提现不受影响。',
    );
    expect(calls.find((c) => c.path === '/api/protection/cooling-off')?.body).toEqual({ days: 7 });
  });
});
