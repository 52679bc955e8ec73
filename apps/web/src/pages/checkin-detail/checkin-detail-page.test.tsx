import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkin } from '../../features/activity/testing';
import { signIn } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

beforeAll(() => import('./checkin-detail-page'), 60_000);
beforeEach(() => signIn());
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('签到 page', () => {
  it('shows the streak and the calendar, signs in, then shows it as done', async () => {
    let signed = false;
    const { calls } = mockApi({
      'GET /api/activity/checkin-history': (_b, url) =>
        url.searchParams.get('month') === '2026-05'
          ? checkin({
              month: '2026-05',
              days: [{ date: '2026-05-31', streak: 1, reward: 1 }],
              monthTotalReward: 1,
            })
          : signed
            ? checkin({
                signedToday: true,
                streak: 3,
                nextReward: 5,
                days: [...checkin().days, { date: '2026-06-03', streak: 3, reward: 3 }],
                monthTotalReward: 6,
              })
            : checkin(),
      'POST /api/activity/sign-in': () => {
        signed = true;
        return { date: '2026-06-03', streak: 3, amount: 3, balance: 6 };
      },
    });
    renderApp('/pages/checkin-detail/checkin-detail');
    expect((await screen.findByTestId('checkin-streak')).textContent).toBe('2天');
    expect(screen.getByTestId('checkin-day-2026-06-02').className).toContain('is-signed');
    expect(screen.getByTestId('checkin-day-2026-06-03').className).toContain('is-today');
    expect(screen.getByTestId('checkin-month').textContent).toBe('2026年6月');

    await user().click(screen.getByTestId('checkin-button'));
    expect(await screen.findByText('签到成功，获得3.00元')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('checkin-streak').textContent).toBe('3天'));
    expect(screen.getByTestId('checkin-button').textContent).toContain('今日已签到');
    expect(screen.getByTestId('checkin-day-2026-06-03').className).toContain('is-signed');
    expect(calls.filter((c) => c.path === '/api/activity/sign-in')).toHaveLength(1);

    await user().click(screen.getByLabelText('上个月'));
    await waitFor(() => expect(screen.getByTestId('checkin-month').textContent).toBe('2026年5月'));
    await waitFor(() =>
      expect(screen.getByTestId('checkin-day-2026-05-31').className).toContain('is-signed'),
    );
  });
});
