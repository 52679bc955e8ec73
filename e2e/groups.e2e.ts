import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, phonePage } from './browser.ts';
import { api, baseUrl, eventually, login, type Player, player } from './journey-kit.ts';
import { tryAgain } from './try-again.ts';

// Groups, red envelopes and bet sharing on touch phones (issue 10's "done when"): a public group
// that friends join by invite, by code and by application; an admin who mutes a member and then
// the whole group; a lucky envelope grabbed by five; a shared bet followed into a slip.
const shots = `${import.meta.dirname}/../.tmp`;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/e2e-groups-${name}.png` }).catch(() => {});
async function befriend(a: Player, b: Player) {
  const sent = await api(a, 'POST', '/api/chat/friends/request', { friendId: b.id });
  await api(b, 'PUT', `/api/chat/friends/request/${sent.request.id}/accept`, {});
}

/** A finger held on the element, then lifted (CDP touch events, as a phone sends them). */
async function longPress(page: Page, selector: string, ms = 800) {
  const box = (await page.locator(selector).last().boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Long-presses until the message menu shows. The list may still settle under the finger (the sent
 * message swaps its pending copy for the server's, a notice arrives and shifts the rows), and a
 * finger that lands on a moving row is a scroll, not a press: a person would simply press again.
 */
async function openMenuByLongPress(page: Page, selector: string) {
  const menu = page.getByText('回复', { exact: true });
  await tryAgain(4, async () => {
    await longPress(page, selector);
    await menu.waitFor({ state: 'visible', timeout: 1500 });
  });
}

/** Places a slip on the open issue of 极速快3, again across the few closed seconds of each issue. */
function placeBet(p: Player) {
  const slip = {
    gameId: 'jsk3',
    bets: [
      { play: 'k3.big_small', option: 'big', amount: 5 },
      { play: 'k3.sum', option: '10', amount: 5 },
    ],
  };
  return tryAgain(10, () => api(p, 'POST', '/api/bets/submit', slip), {
    again: (err) => (err as { code?: string }).code === 'BETTING_CLOSED',
    pauseMs: 1500,
  });
}

/**
 * Taps 跟投 until the betting page opens. In the few sealed seconds of each 极速快3 issue the
 * server answers 已封盘 and the page stays put with a toast; a person would tap again.
 */
async function followIntoSlip(page: Page) {
  await tryAgain(10, async () => {
    await page.getByTestId('follow-bet').tap();
    await page.waitForURL(/#\/pages\/k3\/k3/, { timeout: 3000 });
  });
}

it('a public group fills up by invite, code and application; mutes; a lucky envelope for five; a followed bet', async () => {
  const owner = await player('go', '群主阿甲');
  const friend = await player('gf', '好友阿乙');
  const [coder, applicant, e1, e2] = await Promise.all([
    player('gc', '码友丙'),
    player('ga', '申请丁'),
    player('ge', '彩友戊'),
    player('gx', '彩友己'),
  ]);
  await befriend(owner, friend);
  await api(owner, 'POST', '/api/recharge/orders', { channelCode: 'demo', amount: 200 });
  await api(friend, 'POST', '/api/recharge/orders', { channelCode: 'demo', amount: 100 });

  const a = await phonePage(browser);
  const b = await phonePage(browser);
  await login(a.page, owner);
  await login(b.page, friend);

  // The owner creates a public group and invites the friend, all on the phone.
  await a.page.goto(`${baseUrl}/#/pages/friend-list/friend-list?tab=groups`);
  await a.page.getByTestId('group-create').tap();
  await a.page.getByTestId('group-name').fill('彩友交流群');
  await a.page.getByText('好友阿乙').tap();
  await shot(a.page, '1-create');
  await a.page.getByTestId('group-create-submit').tap();
  await a.page.waitForURL(/chat-detail\?targetId=\d+&type=GROUP/);
  const groupId = Number(/targetId=(\d+)/.exec(a.page.url())![1]);
  const group = await api(owner, 'GET', `/api/chat/groups/${groupId}`);
  expect(group).toMatchObject({ isPublic: true, role: 'owner' });

  // The friend accepts the invite from the group notices.
  await b.page.goto(`${baseUrl}/#/pages/friend-list/friend-list?tab=groups`);
  await b.page.locator('[data-testid^="group-invite-accept-"]').tap();
  await eventually(() => b.page.getByTestId(`group-${groupId}`).count()).toBe(1);

  // One joins by code, one applies and the owner approves from the badge.
  await api(coder, 'POST', '/api/chat/groups/join', { joinCode: group.joinCode });
  await api(applicant, 'POST', `/api/chat/groups/${groupId}/apply`, { message: '我也想加入' });
  await a.page.goto(`${baseUrl}/#/pages/chat/chat`);
  await eventually(() => a.page.getByTestId('chat-friends').locator('.adm-badge').count()).toBe(1);
  await a.page.getByTestId('chat-friends').tap();
  await a.page.locator('[data-testid^="group-application-approve-"]').tap();
  await eventually(async () => (await api(owner, 'GET', `/api/chat/groups/${groupId}`)).memberCount).toBe(4);
  for (const p of [e1, e2]) await api(p, 'POST', '/api/chat/groups/join', { joinCode: group.joinCode });

  // The owner appoints the friend admin; the admin mutes a member, then the whole group.
  await a.page.goto(`${baseUrl}/#/pages/chat/group-manage?groupId=${groupId}&tab=members`);
  await a.page.getByTestId(`member-${friend.id}`).tap();
  await a.page.getByText('设为管理员', { exact: true }).tap();
  await eventually(() => a.page.getByTestId(`member-${friend.id}`).textContent()).toContain('管理员');
  await shot(a.page, '2-members');

  await b.page.goto(`${baseUrl}/#/pages/chat/group-manage?groupId=${groupId}&tab=members`);
  await b.page.getByTestId(`member-${coder.id}`).tap();
  await b.page.locator('.adm-action-sheet').getByText('禁言', { exact: true }).tap();
  await b.page.getByText('10分钟', { exact: true }).tap();
  await eventually(() => b.page.getByTestId(`member-${coder.id}`).textContent()).toContain('禁言至');
  const refused = await api(coder, 'POST', '/api/chat/messages', { groupId, content: '我还能说话吗' }).catch(
    (e) => e,
  );
  expect((refused as { code?: string }).code).toBe('MUTED');
  expect((refused as Error).message).toMatch(/你已被禁言，解除时间：/);
  await b.page.goto(`${baseUrl}/#/pages/chat/group-manage?groupId=${groupId}&tab=mute`);
  await b.page.getByTestId('mute-group').tap();
  await b.page.getByText('直到手动关闭', { exact: true }).tap();
  await eventually(() => b.page.getByTestId('unmute-group').count()).toBe(1);
  const silenced = await api(e1, 'POST', '/api/chat/messages', { groupId, content: '全员禁言了吗' }).catch(
    (e) => e,
  );
  expect((silenced as Error).message).toContain('全员禁言中');
  await shot(b.page, '3-mute');

  // The owner (exempt from the group mute) sees the notices, long-presses one message (the menu
  // stays open after the finger lifts), then sends a lucky envelope of 10 yuan in 5 shares.
  await a.page.goto(`${baseUrl}/#/pages/chat/chat-detail?targetId=${groupId}&type=GROUP`);
  await shot(a.page, '3b-notices');
  await eventually(() =>
    a.page.getByText(`管理员「${friend.nickname}」开启了全员禁言`, { exact: true }).count(),
  ).toBe(1);
  await a.page.getByTestId('chat-input').fill('准备发红包啦');
  await a.page.getByTestId('chat-send').tap();
  await eventually(() => a.page.locator('.cl-msg__bubble', { hasText: '准备发红包啦' }).count()).toBe(1);
  await openMenuByLongPress(a.page, '.cl-msg--own .cl-msg__bubble');
  expect(await a.page.getByText('回复', { exact: true }).isVisible()).toBe(true);
  await a.page.getByText('取消', { exact: true }).tap();

  await a.page.getByTestId('more-toggle').tap();
  await a.page.getByTestId('red-envelope-button').tap();
  await a.page.getByTestId('red-envelope-count').fill('5');
  await a.page.getByTestId('red-envelope-amount').fill('10');
  await a.page.getByTestId('red-envelope-blessing').fill('大吉大利');
  await shot(a.page, '4-envelope-sheet');
  await a.page.getByTestId('red-envelope-send').tap();
  await a.page.locator('.adm-dialog').getByText('塞钱进红包').tap();
  await eventually(() => a.page.locator('[data-testid^="red-envelope-"][data-state]').count()).toBe(1);
  const envelopeId = Number(
    (await a.page.locator('[data-testid^="red-envelope-"][data-state]').getAttribute('data-testid'))!
      .split('-')
      .at(-1),
  );

  // The friend grabs on the phone (開), three more by the API: five shares, five grabbers.
  await b.page.goto(`${baseUrl}/#/pages/chat/chat-detail?targetId=${groupId}&type=GROUP`);
  const bubble = b.page.getByTestId(`red-envelope-${envelopeId}`);
  await eventually(() => bubble.getAttribute('data-state')).toBe('open');
  await bubble.tap();
  await b.page.getByTestId('red-envelope-open').tap();
  await eventually(() => b.page.getByTestId('red-envelope-my-amount').count()).toBe(1);
  await shot(b.page, '5-envelope-opened');
  const friendAmount = Number(
    (await b.page.getByTestId('red-envelope-my-amount').textContent())!.replace('¥', ''),
  );
  const others = await Promise.all(
    [coder, applicant, e1, e2].map((p) => api(p, 'POST', `/api/chat/red-envelopes/${envelopeId}/grab`, {})),
  );
  const grabbed = [friendAmount, ...others.map((g) => g.grabAmount)];
  expect(Math.round(grabbed.reduce((s, x) => s + x, 0) * 100)).toBe(1000);
  expect(others.filter((g) => g.isLastGrab)).toHaveLength(1);
  await b.page.getByTestId('red-envelope-close').tap();
  await eventually(() => a.page.getByTestId(`red-envelope-${envelopeId}`).getAttribute('data-state')).toBe(
    'empty',
  );

  // The owner shares a bet into the group; the friend follows it into their own slip.
  const placed = await placeBet(owner);
  await a.page.goto(`${baseUrl}/#/pages/bet-detail/bet-detail?id=${placed.bets[0].betId}&share=1`);
  await a.page.getByTestId(`share-to-group_${groupId}`).tap();
  await eventually(() => a.page.getByTestId('share-bet-popup').isVisible()).toBe(false);

  await b.page.goto(`${baseUrl}/#/pages/chat/chat-detail?targetId=${groupId}&type=GROUP`);
  const card = b.page.locator('button[data-testid^="bet-share-"]').last();
  await eventually(() => card.count()).toBe(1);
  await shot(b.page, '6-bet-share-card');
  await card.tap();
  await b.page.waitForURL(/friend-bet-detail/);
  await followIntoSlip(b.page);
  await eventually(() => b.page.getByTestId('slip-count').textContent()).toBe('2');
  await shot(b.page, '7-followed-slip');
  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  await a.context.close();
  await b.context.close();
});
