import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// The routes of SPEC.md §2: app/route-table.ts binds a page to each of them, and its type makes a
// route without a page a compile error.
import { ROUTE_PATHS, type RoutePath } from '../apps/web/src/lib/navigation/routes.ts';
import { formatViolations, seriousViolations, settle, trackRequests } from './axe.ts';
import { launchBrowser, phonePage } from './browser.ts';
import { tryAgain } from './try-again.ts';

// Every route of SPEC.md §2, logged out and logged in, on a 375×812 touch phone: axe-core (WCAG 2.0
// and 2.1, A and AA) must find no serious or critical violation once the page has settled, nor any
// rule that forbids zooming. Dialogs are announced and give focus back; at 200 % zoom no page
// scrolls sideways.

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Session {
  context: BrowserContext;
  page: Page;
  inFlight: () => number;
}

async function openSession(options: BrowserContextOptions = {}): Promise<Session> {
  // The server's Content-Security-Policy forbids inline scripts, axe-core's injection included.
  const { context, page } = await phonePage(browser, { bypassCSP: true, ...options });
  return { context, page, inFlight: trackRequests(page) };
}

/** Loads the route afresh (a full load, not a hash change), lets it settle, and runs axe. */
async function audit(session: Session, url: string): Promise<string> {
  const { page } = session;
  await page.goto('about:blank');
  await page.goto(`${baseUrl}/#${url}`);
  await settle(page, session.inFlight);
  return formatViolations(url, await seriousViolations(page));
}

describe('logged out', () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(() => session?.context.close());

  it.each(ROUTE_PATHS)('%s has no serious or critical violation', async (route) => {
    expect(await audit(session, route)).toBe('');
  });
});

/** The logged-in player's storage (token), for the zoomed context. */
let playerStorage: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

describe('logged in', () => {
  let session: Session;
  /** Query strings that give a page real data: ids of what this player made in beforeAll. */
  const query: Partial<Record<RoutePath, string>> = {};
  let groupId = 0;
  let openEnvelopeId = 0;

  beforeAll(async () => {
    session = await openSession();
    const { page } = session;
    await page.goto(`${baseUrl}/#/pages/register/register`);
    await page.getByTestId('register-username').fill(`a11y${Date.now().toString(36).slice(-8)}`);
    await page.getByTestId('register-password').fill('secret123');
    await page.getByTestId('register-confirm').fill('secret123');
    const authed = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers().authorization);
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/#\/pages\/my\/my/);
    const headers = { authorization: (await authed).headers().authorization! };
    const post = async <T>(path: string, data: unknown): Promise<T> => {
      const res = await page.request.post(`${baseUrl}${path}`, { headers, data });
      const body = (await res.json()) as { success: boolean; message: string; data: T };
      if (!body.success) throw new Error(`${path}: ${body.message}`);
      return body.data;
    };

    const recharge = await post<{ id: number }>('/api/recharge/orders', {
      channelCode: 'demo',
      amount: 1000,
    });
    query['/pages/recharge-detail/recharge-detail'] = `?id=${recharge.id}`;

    const { list } = (
      (await (await page.request.get(`${baseUrl}/api/game/list`)).json()) as {
        data: { list: Array<{ id: number; code: string }> };
      }
    ).data;
    const k3 = list.find((g) => g.code === 'jsk3')!;
    // Betting closes for a few seconds of each issue: the next one opens shortly.
    const slip = await tryAgain(
      11,
      (go) =>
        post<{ bets: Array<{ betId: number }> }>('/api/bets/submit', {
          gameId: k3.id,
          requestId: `a11y-${Date.now()}-${go}`,
          bets: [{ play: 'k3.big_small', option: 'big', amount: 10 }],
        }),
      { pauseMs: 2000 },
    );
    const betId = slip.bets[0]!.betId;
    query['/pages/bet-detail/bet-detail'] = `?id=${betId}`;

    const group = await post<{ id: number }>('/api/chat/groups', { name: '无障碍测试群' });
    groupId = group.id;
    await post('/api/chat/messages', { groupId: group.id, content: '大家好' });
    // The group chat shows both looks of a red envelope (one to grab, one taken) and a shared bet.
    const envelope = (blessing: string) =>
      post<{ redEnvelopeId: number }>('/api/chat/red-envelopes', {
        amount: 2,
        count: 1,
        groupId: group.id,
        blessing,
        requestId: `a11y-env-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      });
    const taken = await envelope('抢过的红包');
    await post(`/api/chat/red-envelopes/${taken.redEnvelopeId}/grab`, {});
    openEnvelopeId = (await envelope('恭喜发财')).redEnvelopeId;
    await post('/api/chat/messages/share-bet', { betId, groupId: group.id, content: '跟我一起' });
    query['/pages/chat/chat-detail'] = `?targetId=${group.id}&type=GROUP`;
    query['/pages/chat/group-manage'] = `?groupId=${group.id}`;

    const get = async <T>(path: string): Promise<T> =>
      ((await (await page.request.get(`${baseUrl}${path}`, { headers })).json()) as { data: T }).data;
    const activities = await get<{ list: Array<{ activityId: number }> }>('/api/activity/list');
    if (activities.list[0]) {
      query['/pages/activity-detail/activity-detail'] = `?activityId=${activities.list[0].activityId}`;
    }
    const messages = await get<{ list: Array<{ id: number }> }>('/api/messages');
    if (messages.list[0]) query['/pages/message-detail/message-detail'] = `?id=${messages.list[0].id}`;
    playerStorage = await session.context.storageState();
  });
  afterAll(() => session?.context.close());

  it.each(ROUTE_PATHS)('%s has no serious or critical violation', async (route) => {
    expect(await audit(session, route + (query[route] ?? ''))).toBe('');
  });

  // Panels and tabs that a route shows by its query string.
  it.each([
    '/pages/settings/settings?panel=health',
    '/pages/friend-list/friend-list?tab=groups',
    '/pages/friend-list/friend-list?tab=search',
    '/pages/friend-list/friend-list?tab=requests',
    ...['members', 'announcements', 'applications', 'mute', 'settings'].map(
      (tab) => `/pages/chat/group-manage?tab=${tab}&groupId=`,
    ),
  ])('%s has no serious or critical violation', async (url) => {
    expect(await audit(session, url.endsWith('=') ? url + groupId : url)).toBe('');
  });

  it('keeps the red envelope sheet, its open dialog and the invite QR code accessible', async () => {
    const { page } = session;
    expect(await audit(session, `/pages/chat/chat-detail?targetId=${groupId}&type=GROUP`)).toBe('');
    await page.getByTestId('more-toggle').click();
    await settle(page, session.inFlight);
    expect(formatViolations('群聊 更多', await seriousViolations(page))).toBe('');
    await page.getByTestId('red-envelope-button').click();
    await page.getByTestId('red-envelope-amount').waitFor();
    await settle(page, session.inFlight);
    expect(formatViolations('发红包', await seriousViolations(page))).toBe('');

    expect(await audit(session, `/pages/chat/chat-detail?targetId=${groupId}&type=GROUP`)).toBe('');
    await page.getByTestId(`red-envelope-${openEnvelopeId}`).click();
    await page.getByTestId('red-envelope-open').waitFor();
    await page.waitForTimeout(500); // the enter animation
    expect(formatViolations('拆红包', await seriousViolations(page))).toBe('');
    await page.getByTestId('red-envelope-open').click();
    await page.getByTestId('red-envelope-my-amount').waitFor();
    await settle(page, session.inFlight);
    expect(formatViolations('红包详情', await seriousViolations(page))).toBe('');

    expect(await audit(session, '/pages/recommend/recommend')).toBe('');
    await page.getByTestId('referral-qr-open').click();
    await page.getByTestId('referral-qr').waitFor();
    await page.waitForTimeout(500);
    expect(formatViolations('邀请二维码', await seriousViolations(page))).toBe('');
  });

  it('announces the bet confirmation and the history sheet as dialogs, and gives focus back', async () => {
    const { page } = session;
    expect(await audit(session, '/pages/k3/k3')).toBe('');
    await page.getByTestId('group-两面').click();
    await page.getByTestId('option-k3.big_small-big').click();
    await page.getByTestId('quick-amount-10').click();
    const submit = page.getByTestId('slip-submit');
    // Betting must stay open while the dialog is checked: a closed issue disables the opener.
    await expect
      .poll(
        async () => {
          const phase = await page.getByTestId('countdown').locator('..').getAttribute('data-phase');
          const [m, s] = ((await page.getByTestId('countdown').textContent()) ?? '').split(':').map(Number);
          return phase === 'open' && (m ?? 0) * 60 + (s ?? 0) >= 10;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(true);
    await submit.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: '确认投注' });
    await confirm.waitFor();
    expect(await confirm.getAttribute('aria-modal')).toBe('true');
    await page.waitForTimeout(500); // the enter animation
    expect(await confirm.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    expect(formatViolations('k3 确认投注', await seriousViolations(page))).toBe('');
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'hidden' });
    // Focus goes back to 投注, unless betting closed meanwhile and disabled it (a slow machine).
    if (await submit.isEnabled()) {
      await expect.poll(() => submit.evaluate((b) => b === document.activeElement)).toBe(true);
    }

    const opener = page.getByTestId('link-history');
    await opener.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: '投注历史' });
    await sheet.waitFor();
    await settle(page, session.inFlight);
    expect(formatViolations('k3 投注历史', await seriousViolations(page))).toBe('');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await expect.poll(() => opener.evaluate((b) => b === document.activeElement)).toBe(true);
  });
});

describe.each([
  { state: 'logged out', loggedIn: false },
  { state: 'logged in', loggedIn: true },
])('at 2× zoom, $state (a 375 px phone lays pages out in 188 CSS px)', ({ loggedIn }) => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession({
      viewport: { width: 188, height: 406 },
      deviceScaleFactor: 4,
      storageState: loggedIn ? playerStorage : undefined,
    });
  });
  afterAll(() => session?.context.close());

  it.each(ROUTE_PATHS)('%s does not scroll sideways', async (route) => {
    const { page } = session;
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/#${route}`);
    await settle(page, session.inFlight);
    const measure = () =>
      page.evaluate((url) => {
        const width = document.documentElement.clientWidth;
        const clipped = (el: Element) => {
          for (let p = el.parentElement; p; p = p.parentElement) {
            if (getComputedStyle(p).overflowX !== 'visible') return true;
          }
          return false;
        };
        const sticking = [...document.body.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el))
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
        const wide = document.documentElement.scrollWidth;
        return wide > width ? `${url} is ${wide} px wide in ${width} px: ${sticking.join(', ')}` : '';
      }, route);
    // Something passing (a notice sliding in) may stick out for a moment; a layout that does not fit stays.
    await expect.poll(measure, { timeout: 3_000 }).toBe('');
  });
});
