import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from './browser.ts';

const baseUrl = inject('baseUrl');
const shots = `${import.meta.dirname}/../.tmp`;
let browser: Browser;

beforeAll(async () => {
  // A fake microphone, so hold-to-talk records a real (synthetic) voice.
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ]);
});
afterAll(() => browser?.close());

/** A 24×24 red PNG made here (no fixture files). */
function redPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const size = 24;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([229, 57, 53]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Registers a new player through the page and answers their user id. */
async function register(page: Page, username: string, nickname: string): Promise<number> {
  await page.goto(`${baseUrl}/#/pages/register/register`);
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill('secret123');
  await page.getByTestId('register-confirm').fill('secret123');
  await page.getByTestId('register-nickname').fill(nickname);
  const answer = page.waitForResponse((r) => r.url().includes('/api/auth/register'));
  await page.getByTestId('register-submit').click();
  const body = (await (await answer).json()) as { data: { user: { id: number } } };
  await page.waitForURL(/#\/pages\/my\/my/);
  return body.data.user.id;
}

const list = (page: Page) => page.getByTestId('message-list');

/** Real-time assertions on a busy machine: poll for up to 20 s. */
const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 100 });

it('two new players become friends and chat in real time, losing nothing across a network drop', async () => {
  const a = await phonePage(browser);
  const b = await phonePage(browser);
  // Every socket B opens carries a fresh single-use ticket, never its long-lived token.
  const socketTokens: string[] = [];
  b.page.on('websocket', (ws) => socketTokens.push(new URL(ws.url()).searchParams.get('token') ?? ''));
  const stamp = Date.now().toString(36).slice(-6);
  const aId = await register(a.page, `ca${stamp}`, '阿甲');
  const bId = await register(b.page, `cb${stamp}`, '阿乙');

  // A finds B and asks to be friends with a remark; B accepts.
  await a.page.goto(`${baseUrl}/#/pages/friend-list/friend-list?tab=search`);
  await a.page.getByTestId('friend-search').fill(`cb${stamp}`);
  await a.page.getByTestId('friend-search-submit').click();
  await a.page.getByTestId(`friend-add-${bId}`).click();
  await a.page.getByTestId('friend-request-message').fill('我是阿甲');
  await a.page.getByTestId('friend-request-remark').fill('乙哥');
  await a.page.getByTestId('friend-request-send').click();
  await eventually(() => a.page.getByText('已申请').count()).toBeGreaterThan(0);

  await b.page.goto(`${baseUrl}/#/pages/friend-list/friend-list?tab=requests`);
  await b.page.locator('[data-testid^="request-accept-"]').first().click();
  await eventually(() => b.page.locator('[data-testid^="request-status-"]').first().textContent()).toBe(
    '已添加',
  );
  await b.page.screenshot({ path: `${shots}/chat-requests.png` });

  // The conversation shows on A's chat tab under the remark, with an unread welcome notice.
  await a.page.goto(`${baseUrl}/#/pages/chat/chat`);
  const conversationId = `private_${Math.min(aId, bId)}_${Math.max(aId, bId)}`;
  await eventually(() => a.page.getByTestId(`conversation-${conversationId}`).textContent()).toContain(
    '乙哥',
  );
  await a.page.screenshot({ path: `${shots}/chat-list.png` });

  // A writes while B is elsewhere: B's conversation gets an unread badge; A sees 未读.
  await a.page.getByTestId(`conversation-${conversationId}`).click();
  await a.page.getByTestId('chat-input').fill('你好，乙！');
  await a.page.getByTestId('chat-send').click();
  await eventually(() => list(a.page).getByText('你好，乙！').count()).toBe(1);
  await eventually(() => a.page.locator('[data-testid^="read-mark-"]').last().textContent()).toBe('未读');
  await b.page.goto(`${baseUrl}/#/pages/chat/chat`);
  await eventually(() =>
    b.page.getByTestId(`conversation-${conversationId}`).getByTestId('unread-badge').textContent(),
  ).toBe('2');

  // B opens the chat: the message is there, and A's mark turns 已读.
  await b.page.getByTestId(`conversation-${conversationId}`).click();
  await eventually(() => list(b.page).getByText('你好，乙！').count()).toBe(1);
  await eventually(() => a.page.locator('[data-testid^="read-mark-"]').last().textContent()).toBe('已读');

  // B types: A sees 对方正在输入…; B sends text with an emoji from the panel.
  await b.page.getByTestId('chat-input').pressSequentially('收到');
  await eventually(() => a.page.getByTestId('typing-indicator').count()).toBe(1);
  await b.page.getByTestId('emoji-toggle').click();
  await b.page.getByTestId('emoji-🎉').click();
  await b.page.getByTestId('chat-send').click();
  await eventually(() => list(a.page).getByText('收到🎉').count()).toBe(1);
  await eventually(() => a.page.getByTestId('typing-indicator').count()).toBe(0);

  // An emoji alone travels as an EMOJI message.
  await b.page.getByTestId('emoji-👍').click();
  await b.page.getByTestId('chat-send').click();
  await eventually(() => list(a.page).locator('.cl-msg__emoji', { hasText: '👍' }).count()).toBe(1);

  // A sends a picture; both see it (B the server's re-encoded copy).
  await a.page
    .getByTestId('image-input')
    .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: redPng() });
  await eventually(() => list(b.page).locator('img.cl-msg__image').count()).toBe(1);
  expect(await list(b.page).locator('img.cl-msg__image').getAttribute('src')).toMatch(
    /^\/uploads\/chat\/images\//,
  );
  await eventually(() =>
    list(b.page)
      .locator('img.cl-msg__image')
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  // B holds to talk for about 1.5 s; A gets a voice message with its duration.
  await b.page.getByTestId('voice-toggle').click();
  const hold = b.page.getByTestId('voice-button');
  const box = (await hold.boundingBox())!;
  await b.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await b.page.mouse.down();
  await b.page.waitForTimeout(1600);
  await b.page.mouse.up();
  await eventually(() => list(a.page).locator('[data-testid^="voice-play-"]').count()).toBe(1);
  expect(await list(a.page).locator('[data-testid^="voice-play-"]').textContent()).toMatch(/[12]″/);
  await b.page.getByTestId('voice-toggle').click();
  await a.page.screenshot({ path: `${shots}/chat-detail-a.png` });
  await b.page.screenshot({ path: `${shots}/chat-detail-b.png` });

  // A recalls a message by long press (context menu): B sees the notice in its place.
  await a.page.getByTestId('chat-input').fill('这条要撤回');
  await a.page.getByTestId('chat-send').click();
  await eventually(() => list(b.page).getByText('这条要撤回').count()).toBe(1);
  await list(a.page).locator('.cl-msg__bubble', { hasText: '这条要撤回' }).click({ button: 'right' });
  await a.page.getByText('撤回', { exact: true }).click();
  await eventually(() => list(b.page).getByText('这条要撤回').count()).toBe(0);
  await eventually(() => list(b.page).getByText('「阿甲」撤回了一条消息').count()).toBe(1);

  // B's network drops: A writes meanwhile, B writes too; nothing is lost once B is back.
  await b.context.setOffline(true);
  await eventually(() => b.page.getByTestId('connection-banner').count()).toBe(1);
  await a.page.getByTestId('chat-input').fill('断网期间的消息一');
  await a.page.getByTestId('chat-send').click();
  await a.page.getByTestId('chat-input').fill('断网期间的消息二');
  await a.page.getByTestId('chat-send').click();
  await b.page.getByTestId('chat-input').fill('我离线时写的');
  await b.page.getByTestId('chat-send').click();
  await eventually(() => list(b.page).locator('[data-testid^="retry-"]').count()).toBe(1);
  await b.page.screenshot({ path: `${shots}/chat-offline-b.png` });
  expect(await list(b.page).getByText('断网期间的消息一').count()).toBe(0);
  await b.context.setOffline(false);
  await eventually(() => list(b.page).getByText('断网期间的消息一').count()).toBe(1);
  await eventually(() => list(b.page).getByText('断网期间的消息二').count()).toBe(1);
  await eventually(() => list(a.page).getByText('我离线时写的').count()).toBe(1);
  await eventually(() => list(b.page).locator('[data-testid^="retry-"]').count()).toBe(0);
  await eventually(() => b.page.getByTestId('connection-banner').count()).toBe(0);
  // A is viewing the chat, so B's late message is read at once.
  await eventually(() => b.page.locator('[data-testid^="read-mark-"]').last().textContent()).toBe('已读');
  await b.page.screenshot({ path: `${shots}/chat-after-reconnect-b.png` });

  expect(socketTokens.length).toBeGreaterThanOrEqual(2);
  expect(socketTokens.every((t) => t.startsWith('st.'))).toBe(true);
  expect(new Set(socketTokens).size).toBe(socketTokens.length);

  // Every message arrived once, in order.
  const texts = await list(b.page).locator('.cl-msg__text').allTextContents();
  expect(texts.filter((t) => t === '断网期间的消息一')).toHaveLength(1);
  expect(texts.indexOf('断网期间的消息一')).toBeLessThan(texts.indexOf('断网期间的消息二'));

  // A's friend list shows B online under the remark; the chat settings page opens.
  await a.page.goto(`${baseUrl}/#/pages/friend-list/friend-list`);
  await eventually(() => a.page.getByTestId(`friend-${bId}`).textContent()).toContain('乙哥');
  await eventually(() => a.page.getByTestId(`online-${bId}`).count()).toBe(1);
  await a.page.screenshot({ path: `${shots}/chat-friends.png` });
  await a.page.goto(`${baseUrl}/#/pages/chat/profile-edit`);
  await eventually(() => a.page.getByTestId('chat-setting-notificationsEnabled').count()).toBe(1);
  await a.page.screenshot({ path: `${shots}/chat-profile-edit.png` });

  expect(a.errors).toEqual([]);
  expect(b.errors).toEqual([]);
  await a.context.close();
  await b.context.close();
});
