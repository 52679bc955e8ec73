import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const shots = `${import.meta.dirname}/../.tmp`;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/e2e-engagement-${name}.png`, fullPage: true }).catch(() => {});
const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();
const confirmDialog = async (page: Page, name: string) => {
  const button = page.locator('.adm-dialog').getByRole('button', { name });
  await button.waitFor();
  await button.tap();
  await page.locator('.adm-dialog').waitFor({ state: 'detached' });
};

it('a new player signs in, sees the streak, reaches V1 by betting, claims its reward and reads a message', async () => {
  const { page, errors, context } = await phonePage(browser);
  const username = `eng${Date.now().toString(36).slice(-8)}`;

  await page.goto(`${baseUrl}/#/pages/register/register`);
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill('secret123');
  await page.getByTestId('register-confirm').fill('secret123');
  const authed = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers().authorization);
  await page.getByTestId('register-submit').tap();
  await page.waitForURL(/#\/pages\/my\/my/);
  const headers = { authorization: (await authed).headers().authorization! };
  const api = async <T>(method: 'GET' | 'POST', url: string, data?: unknown) => {
    const res = await page.request.fetch(`${baseUrl}${url}`, { method, headers, data });
    return { status: res.status(), body: (await res.json()) as { code: string; data: T } };
  };

  // A recharge credited elsewhere: its message is pushed over the socket and the badges of 我的
  // (unread messages and notices) count it without a reload.
  const unread = async () =>
    (await api<{ total: number }>('GET', '/api/messages/unread-count')).body.data.total;
  const before = await unread();
  // The tab's text: the badge, the title, and the count again for screen readers (visually hidden).
  const myTab = (n: number) => (n ? `${n}我的，${n}条未读` : '我的');
  await expect.poll(() => text(page, 'tab-3')).toBe(myTab(before));
  expect((await api('POST', '/api/recharge/orders', { channelCode: 'demo', amount: 300 })).status).toBe(200);
  expect(await unread()).toBe(before + 1);
  await expect.poll(() => text(page, 'tab-3'), { timeout: 10_000 }).toBe(myTab(before + 1));
  await expect.poll(() => text(page, 'my-entry-messages')).toContain(String(before + 1));
  await expect.poll(() => text(page, 'my-balance')).toBe('300.00');

  // Sign in: the streak starts at 1 and today is ticked on the calendar.
  await page.getByTestId('my-entry-checkin-detail').tap();
  await page.waitForURL(/#\/pages\/checkin-detail\/checkin-detail/);
  await expect.poll(() => text(page, 'checkin-streak')).toBe('0天');
  await page.getByTestId('checkin-button').tap();
  await expect.poll(() => text(page, 'checkin-streak')).toBe('1天');
  await expect.poll(() => text(page, 'checkin-button')).toContain('今日已签到');
  expect(await page.locator('.cl-calendar__day.is-today.is-signed').count()).toBe(1);
  await shot(page, '1-checkin');

  // Bet 100 yuan (V1's threshold in demo mode) and wait for the draw to settle it.
  for (let tries = 0; ; tries++) {
    const bet = await api('POST', '/api/bets/submit', {
      gameId: 'jsk3',
      bets: [
        { play: 'k3.big_small', option: 'big', amount: 50 },
        { play: 'k3.big_small', option: 'small', amount: 50 },
      ],
    });
    if (bet.status === 200) break;
    expect(bet.body.code, JSON.stringify(bet.body)).toBe('BETTING_CLOSED');
    expect(tries).toBeLessThan(30);
    await page.waitForTimeout(1000);
  }
  await expect
    .poll(
      async () => (await api<{ currentLevel: number }>('GET', '/api/level/info')).body.data.currentLevel,
      {
        timeout: 75_000,
        interval: 2000,
      },
    )
    .toBe(1);

  // VIP: the card says V1; its reward is claimed after a confirmation, once.
  await page.goto(`${baseUrl}/#/pages/vip/vip`);
  await expect.poll(() => text(page, 'vip-current')).toBe('V1');
  await expect.poll(() => text(page, 'vip-turnover')).toBe('100.00');
  await shot(page, '2-vip');
  await page.getByTestId('vip-claim-1').tap();
  await confirmDialog(page, '确认领取');
  await expect.poll(() => text(page, 'vip-reward-1')).toContain('已领取');
  const ledger = await api<{ list: { kind: string; amount: number }[] }>(
    'GET',
    '/api/wallet/transactions?kind=vip_reward',
  );
  expect(ledger.body.data.list).toMatchObject([{ kind: 'vip_reward', amount: 5 }]);

  // Messages: level up, rewards and the recharge are there; opening one reads it.
  await page.goto(`${baseUrl}/#/pages/messages/messages`);
  const list = page.getByTestId('message-list');
  await expect.poll(() => list.textContent()).toContain('等级提升');
  for (const title of ['奖励到账', '签到奖励到账', '充值到账'])
    expect(await list.textContent()).toContain(title);
  const unreadBefore = await page.locator('.cl-message.is-unread').count();
  expect(unreadBefore).toBeGreaterThanOrEqual(4);
  await shot(page, '3-messages');
  await page.locator('.cl-message', { hasText: '等级提升' }).tap();
  await page.waitForURL(/#\/pages\/message-detail\/message-detail\?id=/);
  await expect.poll(() => text(page, 'message-detail')).toContain('恭喜您晋级V1');
  await shot(page, '4-message-detail');
  await page.goBack();
  await expect.poll(() => page.locator('.cl-message.is-unread').count()).toBe(unreadBefore - 1);

  expect(errors).toEqual([]);
  await context.close();
});
