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
  page.screenshot({ path: `${shots}/e2e-referral-${name}.png`, fullPage: false }).catch(() => {});
const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

/** Waits until the running issue takes bets with at least `minMs` left before it closes. */
async function waitForOpenIssue(page: Page, minMs: number) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const clock = page.getByTestId('countdown');
    const phase = await clock.locator('..').getAttribute('data-phase');
    const [m, s] = ((await clock.textContent()) ?? '').split(':').map(Number);
    if (phase === 'open' && ((m ?? 0) * 60 + (s ?? 0)) * 1000 >= minMs) return;
    await page.waitForTimeout(250);
  }
  throw new Error('no open issue within 45 s');
}

async function register(page: Page, username: string, url = `${baseUrl}/#/pages/register/register`) {
  await page.goto(url);
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill('secret123');
  await page.getByTestId('register-confirm').fill('secret123');
  const authed = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers().authorization);
  await page.getByTestId('register-submit').click();
  await page.waitForURL(/#\/pages\/my\/my/);
  return { authorization: (await authed).headers().authorization! };
}

it('a player shares the referral QR code, a friend joins by the link, and a daily loss limit blocks a bet', async () => {
  const { page, errors, context } = await phonePage(browser);
  const stamp = Date.now().toString(36).slice(-7);
  const headers = await register(page, `ref${stamp}`);

  // 我的 → 推荐好友: the code, the link and the QR poster (its library loads on demand).
  await page.getByTestId('my-entry-recommend').click();
  await page.waitForURL(/#\/pages\/recommend\/recommend/);
  const code = (await text(page, 'referral-code'))!;
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  const link = (await text(page, 'referral-link'))!;
  expect(link).toBe(`${baseUrl}/#/pages/register/register?inviteCode=${code}`);
  await shot(page, '1-recommend');
  await page.getByTestId('referral-qr-open').click();
  const qr = page.getByTestId('referral-qr');
  await qr.waitFor();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
  expect(await page.getByTestId('referral-qr-save').getAttribute('download')).toBe(`彩聊邀请码-${code}.png`);
  await shot(page, '2-qr');

  // A friend opens the link on another phone: the code is filled in, and they join the team.
  const friend = await phonePage(browser);
  await register(friend.page, `frd${stamp}`, link);
  expect(friend.errors).toEqual([]);
  await friend.context.close();
  await page.reload();
  await expect.poll(() => text(page, 'referral-level-1')).toBe('1');

  // Money to bet with (the demo channel completes at once).
  const recharge = await page.request.post(`${baseUrl}/api/recharge/orders`, {
    headers,
    data: { channelCode: 'demo', amount: 100 },
  });
  expect(recharge.status(), await recharge.text()).toBeLessThan(300);

  // 设置 → 健康游戏: a daily net-loss limit of 10 yuan applies at once.
  await page.goto(`${baseUrl}/#/pages/settings/settings`);
  await page.getByTestId('settings-health').click();
  await page.waitForURL(/panel=health/);
  await page.getByTestId('limit-item-loss-day').click();
  await page.getByTestId('limit-amount').fill('10');
  await page.getByTestId('limit-save').click();
  await expect.poll(() => text(page, 'limit-loss-day')).toBe('10.00 元');
  await shot(page, '3-health');

  // A 20-yuan bet is refused with the reason and the time the limit resets; nothing is debited.
  await page.goto(`${baseUrl}/#/pages/k3/k3?gameId=1`);
  await page.getByTestId('issue-no').waitFor();
  await page.getByTestId('group-两面').click();
  await page.getByTestId('option-k3.big_small-big').click();
  await page.getByTestId('slip-amount').fill('20');
  await expect.poll(() => text(page, 'slip-total')).toBe('20.00');
  await waitForOpenIssue(page, 4_000);
  const submitted = page.waitForResponse((r) => r.url().includes('/api/bets/submit'));
  await page.getByTestId('slip-submit').click();
  await page.getByTestId('bet-confirm').click();
  const answer = await submitted;
  expect(answer.status()).toBe(422);
  expect(((await answer.json()) as { code: string }).code).toBe('LOSS_LIMIT_REACHED');
  await expect.poll(() => text(page, 'slip-error')).toMatch(/超出您设定的每日净亏损限额10\.00元.*重置/);
  await shot(page, '4-bet-refused');
  const balance = (await (await page.request.get(`${baseUrl}/api/user/balance`, { headers })).json()) as {
    data: { balance: number };
  };
  expect(balance.data.balance).toBe(100);

  expect(errors).toEqual([]);
  await context.close();
});
