import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session';
import { answer, renderPage } from '../../test/render';
import { EngagementSettingsPage } from './engagement-settings-page';

const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });
const sent = (fetch: ReturnType<typeof answer>, n: number) => {
  const [url, init] = fetch.mock.calls[n] as unknown as [string, RequestInit];
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
};

beforeEach(() =>
  session.set({
    token: 't',
    operator: {
      id: 5,
      username: 'yunying',
      role: 'content',
      roleName: '内容运营',
      permissions: ['content.manage'],
    },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

// The largest form of the console: its first render is slow on a loaded CI machine.
describe('EngagementSettingsPage', { timeout: 120_000 }, () => {
  const settings = {
    vipLevels: [
      { level: 0, name: 'V0', threshold: 0, reward: 0, privileges: [] },
      { level: 1, name: 'V1', threshold: 100, reward: 5, privileges: ['每日加奖'] },
    ],
    signInRewards: [1, 2],
    dailyBonusTiers: [{ minTurnover: 1000, rate: 0.5 }],
  };

  it('saves the tables after a confirmation', async () => {
    const fetch = answer(ok(settings), ok(settings, '已保存'), ok(settings));
    renderPage(<EngagementSettingsPage />);
    await screen.findAllByLabelText('升级流水');
    fireEvent.click(screen.getByRole('button', { name: '保存规则' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(sent(fetch, 1)).toEqual({ url: '/api/admin/engagement/settings', method: 'PUT', body: settings });
  });
  it('refuses a level table that does not rise, without calling the server', async () => {
    const fetch = answer(ok(settings));
    renderPage(<EngagementSettingsPage />);
    const thresholds = await screen.findAllByLabelText('升级流水');
    fireEvent.change(thresholds[1] as HTMLElement, { target: { value: '0' } });
    fireEvent.blur(thresholds[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '保存规则' }));
    expect(await screen.findByText('VIP等级和升级流水必须从低到高递增')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
