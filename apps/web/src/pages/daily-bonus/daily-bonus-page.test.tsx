import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bonusInfo, bonusRates } from '../../features/activity/testing';
import { signIn } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

beforeAll(() => import('./daily-bonus-page'), 60_000);
beforeEach(() => signIn());
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('每日加奖 page', () => {
  it('shows yesterday’s turnover and rate, claims after confirming, then says it was claimed', async () => {
    let claimed = false;
    mockApi({
      'GET /api/activity/daily-bonus/info': () =>
        bonusInfo(claimed ? { claimed: true, canClaim: false, claimedAt: '2026-06-03T01:00:00.000Z' } : {}),
      'GET /api/activity/daily-bonus/rates': () => bonusRates,
      'POST /api/activity/daily-bonus/claim': () => {
        claimed = true;
        return { date: '2026-06-02', amount: 10, balance: 10 };
      },
    });
    renderApp('/pages/daily-bonus/daily-bonus');
    expect((await screen.findByTestId('bonus-turnover')).textContent).toBe('2000.00');
    expect(screen.getByTestId('bonus-rate').textContent).toBe('0.5%');
    expect(screen.getByTestId('bonus-tiers').textContent).toContain('≥ 1000.00 元');
    await user().click(screen.getByTestId('bonus-claim'));
    expect(await screen.findByText(/确认领取2026-06-02的加奖 10.00 元/)).toBeTruthy();
    await user().click(screen.getByText('确认领取'));
    expect(await screen.findByText('领取成功，10.00元已到账')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bonus-claim').textContent).toContain('今日已领取'));
  });

  it('cannot claim below the first tier', async () => {
    mockApi({
      'GET /api/activity/daily-bonus/info': () =>
        bonusInfo({ turnover: 50, rate: 0, amount: 0, canClaim: false }),
      'GET /api/activity/daily-bonus/rates': () => bonusRates,
    });
    renderApp('/pages/daily-bonus/daily-bonus');
    const button = await screen.findByTestId('bonus-claim');
    expect(button.textContent).toContain('未达到加奖标准');
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
