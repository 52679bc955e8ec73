import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, phonePage } from './browser.ts';
import { api, baseUrl, eventually, login, player } from './journey-kit.ts';

// 追号 on a touch phone (issue 18): a 5-issue 翻倍 chase on 快3 that stops after a win, watched live
// on its detail page, and another chase whose remaining issues the player cancels.
const shots = `${import.meta.dirname}/../.tmp`;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/e2e-chase-${name}.png` }).catch(() => {});

it('a player chases big and small over five 翻倍 issues until a win, and cancels the rest of another', async () => {
  const p = await player('chase', '追号玩家');
  await api(p, 'POST', '/api/recharge/orders', { channelCode: 'demo', amount: 1000 });
  const { page, errors } = await phonePage(browser, { viewport: { width: 390, height: 844 } });
  await login(page, p);

  // The slip: big and small of 快3 at 10 yuan each, then 追号 beside 投注.
  await page.goto(`${baseUrl}/#/pages/k3/k3?gameId=jsk3`);
  await page.getByTestId('group-两面').tap();
  await page.getByTestId('option-k3.big_small-big').tap();
  await page.getByTestId('option-k3.big_small-small').tap();
  await page.getByTestId('quick-amount-10').tap();
  await page.getByTestId('slip-chase').tap();

  // Five issues, 翻倍 ×2 every issue: 20 × (1 + 2 + 4 + 8 + 16) = 620 yuan; 中奖后停止 is on.
  await page.getByTestId('chase-issues').getByText('5期').tap();
  await page.getByTestId('chase-mode').getByText('翻倍').tap();
  await eventually(() => page.getByTestId('chase-total').textContent()).toBe('620.00');
  expect(await page.getByTestId('chase-row-4').textContent()).toContain('16');
  expect(await page.getByTestId('chase-stop-on-win').getAttribute('aria-checked')).toBe('true');
  await shot(page, '1-sheet');
  await page.getByTestId('chase-submit').tap();
  expect(await page.getByTestId('chase-confirm').textContent()).toContain('共需冻结 620.00 元');
  await page.getByText('确认冻结并追号').tap();
  await page.waitForURL(/#\/pages\/chase-detail\/chase-detail\?id=\d+/);
  const chaseId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
  expect((await api(p, 'GET', '/api/user/balance')).availableBalance).toBeLessThanOrEqual(380);

  // Draws every 20 s: the page follows each placement and settlement over the socket, without a
  // reload, until big or small wins and the chase stops.
  await eventually(() => page.getByTestId(`chase-status-${chaseId}`).textContent(), 150_000).toBe('已结束');
  await shot(page, '2-stopped');
  expect(await page.getByTestId('chase-end-reason').textContent()).toBe('中奖后停止');
  const chase = await api(p, 'GET', `/api/chase/${chaseId}`);
  const statuses: string[] = chase.issues.map((i: { status: string }) => i.status);
  const won = statuses.indexOf('won');
  expect(won).toBeGreaterThanOrEqual(0);
  expect(statuses.slice(won + 1).every((s) => s === 'cancelled')).toBe(true);
  expect(chase.placed + chase.released).toBe(chase.total);
  expect(await page.getByTestId(`chase-issue-${chase.issues[won].issueNo}`).getAttribute('data-status')).toBe(
    'won',
  );

  // A second chase, started through the API, cancelled from its page: what waits is released.
  const second = await api(p, 'POST', '/api/chase', {
    gameId: 'jsk3',
    bets: [{ play: 'k3.odd_even', option: 'odd', amount: 5 }],
    multiples: [1, 1, 1, 1, 1],
    stopOnWin: false,
  });
  await page.goto(`${baseUrl}/#/pages/chase-detail/chase-detail?id=${second.chaseId}`);
  await page.getByTestId('chase-cancel-all').tap();
  await page.getByRole('button', { name: '确定撤销' }).tap();
  await eventually(() => page.getByTestId(`chase-status-${second.chaseId}`).textContent()).toBe('已撤销');
  await shot(page, '3-cancelled');
  expect((await api(p, 'GET', '/api/user/balance')).frozenAmount).toBe(0);

  // Both are in 追号记录, reached from 我的.
  await page.goto(`${baseUrl}/#/pages/chase-record/chase-record`);
  await page.getByTestId(`chase-record-${chaseId}`).waitFor();
  await page.getByTestId(`chase-record-${second.chaseId}`).waitFor();
  await shot(page, '4-record');
  expect(errors).toEqual([]);
});
