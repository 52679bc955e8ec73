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
  page.screenshot({ path: `${shots}/e2e-betting-${name}.png`, fullPage: false }).catch(() => {});
const money = (n: number) => n.toFixed(2);

/** Each family: its lobby card, a play group and two options that between them almost always win. */
const GAMES = [
  { code: 'jsk3', page: 'k3', group: '两面', options: ['k3.big_small-big', 'k3.big_small-small'] },
  {
    code: 'jsssc',
    page: 'ssc',
    group: '两面',
    options: ['ssc.sum_big_small-big', 'ssc.sum_big_small-small'],
  },
  {
    code: 'jssc',
    page: 'pk10',
    group: '冠亚和',
    options: ['pk10.gy_big_small-big', 'pk10.gy_big_small-small'],
  },
  {
    code: 'jslhc',
    page: 'lhc',
    group: '特码',
    options: ['lhc.special_odd_even-odd', 'lhc.special_odd_even-even'],
  },
  { code: 'jsxy28', page: 'xy28', group: '两面', options: ['xy28.big_small-big', 'xy28.big_small-small'] },
] as const;

interface PlacedBet {
  betId: number;
  amount: number;
}

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

it('a new player bets on all five games, sees each draw, payout and balance, and verifies a draw', async () => {
  const { page, errors, context } = await phonePage(browser);
  const username = `bet${Date.now().toString(36).slice(-8)}`;

  // Register in the app; its own requests carry the token we use to recharge through the API.
  await page.goto(`${baseUrl}/#/pages/register/register`);
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill('secret123');
  await page.getByTestId('register-confirm').fill('secret123');
  const authed = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers().authorization);
  await page.getByTestId('register-submit').click();
  await page.waitForURL(/#\/pages\/my\/my/);
  const headers = { authorization: (await authed).headers().authorization! };
  const recharge = await page.request.post(`${baseUrl}/api/recharge/orders`, {
    headers,
    data: { channelCode: 'demo', amount: 1000 },
  });
  expect(recharge.status(), await recharge.text()).toBeLessThan(300);
  const balanceOf = async () =>
    (
      (await (await page.request.get(`${baseUrl}/api/user/balance`, { headers })).json()) as {
        data: { balance: number };
      }
    ).data.balance;
  expect(await balanceOf()).toBe(1000);

  const placed: PlacedBet[] = [];
  const latencies: Record<string, number> = {};
  for (const game of GAMES) {
    // From the lobby: each card shows its issue countdown and opens the game's betting page.
    await page.goto(`${baseUrl}/#/pages/game/game`);
    if (game.code === 'jsk3') await shot(page, '0-lobby');
    // 极速28 is not a hot game: its category tab lists it.
    await page.getByTestId(`category-${game.page}`).click();
    const card = page.getByTestId(`game-card-${game.code}`);
    await expect
      .poll(() => page.getByTestId(`lobby-countdown-${game.code}`).textContent())
      .toMatch(/\d\d:\d\d|开奖中/);
    await card.click();
    await page.waitForURL(new RegExp(`#/pages/${game.page}/${game.page}\\?gameId=`));
    await page.getByTestId('issue-no').waitFor();

    await page.getByTestId(`group-${game.group}`).click();
    for (const option of game.options) await page.getByTestId(`option-${option}`).click();
    if (game.code === 'jslhc') {
      // A free-selection play: two numbers for 二全中, priced by the server.
      await page.getByTestId('group-连码').click();
      await page.getByTestId('pick-lhc.link_2of2-7').click();
      await page.getByTestId('pick-lhc.link_2of2-19').click();
      await expect.poll(() => page.getByTestId('pick-odds-lhc.link_2of2').textContent()).toMatch(/赔率 \d/);
      await page.getByTestId('pick-add-lhc.link_2of2').click();
    }
    await page.getByTestId('quick-amount-10').click();
    const items = game.options.length + (game.code === 'jslhc' ? 1 : 0);
    await expect.poll(() => page.getByTestId('slip-count').textContent()).toBe(String(items));
    await expect.poll(() => page.getByTestId('slip-total').textContent()).toBe(money(items * 10));

    await waitForOpenIssue(page, 4_000);
    const submitted = page.waitForResponse((r) => r.url().includes('/api/bets/submit'));
    await page.getByTestId('slip-submit').click();
    await page.getByTestId('bet-confirm').click();
    const answer = (await (await submitted).json()) as {
      success: boolean;
      message: string;
      data: { issueNo: string; bets: PlacedBet[]; balance: number };
    };
    expect(answer.success, answer.message).toBe(true);
    const { issueNo, bets } = answer.data;
    placed.push(...bets);
    await expect.poll(() => page.getByTestId('slip-count').textContent()).toBe('0');
    await expect.poll(() => page.getByTestId('bet-balance').textContent()).toBe(money(answer.data.balance));
    for (const b of bets) await page.getByTestId(`bet-status-${b.betId}`).waitFor();
    if (game.code === 'jslhc') await shot(page, `1-${game.page}-placed`);

    // The draw: the page shows the result as the previous issue within about a second.
    const current = (await (await page.request.get(`${baseUrl}/api/issue/${game.code}/current`)).json()) as {
      data: { issueNo: string; drawAt: string };
    };
    expect(current.data.issueNo).toBe(issueNo);
    const drawAt = Date.parse(current.data.drawAt);
    await page.waitForFunction(
      (no) =>
        document.querySelector('[data-testid="prev-issue-no"]')?.textContent === no &&
        document.querySelector('[data-testid="prev-result"]') !== null,
      issueNo,
      { timeout: drawAt - Date.now() + 15_000, polling: 100 },
    );
    latencies[game.code] = Date.now() - drawAt;
    expect(latencies[game.code]).toBeLessThan(2_000);

    // Every bet of this page flips to its result; the page's payout and balance match the server.
    for (const b of bets) {
      const tag = page.getByTestId(`bet-status-${b.betId}`);
      await expect.poll(() => tag.getAttribute('data-status'), { timeout: 10_000 }).not.toBe('pending');
      const detail = (await (
        await page.request.get(`${baseUrl}/api/bets/${b.betId}`, { headers })
      ).json()) as {
        data: { status: string; payout: number };
      };
      expect(await tag.getAttribute('data-status')).toBe(detail.data.status);
      const payout = await page.getByTestId(`bet-payout-${b.betId}`).textContent();
      expect(payout).toBe(detail.data.payout > 0 ? `+${money(detail.data.payout)}` : '');
    }
    const balance = await balanceOf();
    await expect
      .poll(() => page.getByTestId('bet-balance').textContent(), { timeout: 5_000 })
      .toBe(money(balance));
    await shot(page, `2-${game.page}-settled`);
  }
  console.log('result shown after the draw (ms):', latencies);

  // Money adds up: 1000 − stakes + payouts.
  let payouts = 0;
  for (const b of placed) {
    const d = (await (await page.request.get(`${baseUrl}/api/bets/${b.betId}`, { headers })).json()) as {
      data: { payout: number };
    };
    payouts += d.data.payout;
  }
  const stakes = placed.reduce((s, b) => s + b.amount, 0);
  expect(await balanceOf()).toBeCloseTo(1000 - stakes + payouts, 2);

  // Bet record → detail → verify the draw in the browser.
  await page.goto(`${baseUrl}/#/pages/bet-record/bet-record`);
  const first = placed[0]!;
  await page.getByTestId(`bet-record-${first.betId}`).waitFor();
  await shot(page, '3-bet-record');
  await page.getByTestId(`bet-record-${first.betId}`).click();
  await page.waitForURL(/#\/pages\/bet-detail\/bet-detail\?id=/);
  await page.getByTestId('verify-draw').click();
  const verdict = page.getByTestId('verify-result');
  await verdict.waitFor();
  expect(await verdict.getAttribute('data-ok')).toBe('true');
  expect(await verdict.textContent()).toContain('✓ 验证通过');
  await page.getByTestId('verify-result').scrollIntoViewIfNeeded();
  await shot(page, '4-bet-detail-verified');

  // Recent draws, a trend chart and the rules render with data.
  await page.goto(`${baseUrl}/#/pages/recent/recent?gameId=jslhc`);
  await page.locator('[data-testid^="draw-"]').first().waitFor();
  await shot(page, '5-recent-lhc');
  await page.goto(`${baseUrl}/#/pages/trend/trend?gameId=jsk3`);
  await page.getByTestId('trend-grid-pos1').waitFor();
  await shot(page, '6-trend-k3');
  await page.goto(`${baseUrl}/#/pages/instruction/instruction?type=lhc`);
  await page.getByTestId('rule-lhc.not_in').waitFor();
  await shot(page, '7-instruction');

  expect(errors).toEqual([]);
  await context.close();
}, 360_000);
