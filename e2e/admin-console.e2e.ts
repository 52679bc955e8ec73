import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

// The operator console on a desktop (1280×800): a super admin enrols a second factor by QR code,
// approves a recharge and the first half of a large withdrawal; a second operator (finance)
// completes the withdrawal (maker-checker); both find the actions in the audit log. The super admin
// signs in again (second factor already enrolled), mutes a players' chat group and finds the mute
// in the audit log.
let browser: Browser;
const baseUrl = inject('baseUrl');
const shots = `${import.meta.dirname}/../.tmp`;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shots}/e2e-admin-${name}.png`, fullPage: true }).catch(() => {});

async function call(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function newPlayer(prefix: string) {
  const username = `${prefix}${Date.now().toString(36).slice(-8)}`;
  const { token } = await call('POST', '/api/auth/register', undefined, { username, password: 'secret123' });
  return { username, token: token as string };
}

/** Signs in at /admin; the first time it scans (reads) the QR code's secret and confirms a code. */
async function signIn(page: Page, username: string, password: string): Promise<string> {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page
    .getByRole('button', { name: '登 录' })
    .or(page.getByRole('button', { name: '登录' }))
    .click();
  await page.getByAltText('身份验证器绑定二维码').waitFor();
  await shot(page, `enrol-${username}`);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('动态验证码').fill(await generate({ secret }));
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await page.getByText('今日注册').waitFor();
  return secret;
}

/** Signs in once enrolled: password and the authenticator's code (the next step's: one use per step). */
async function signInEnrolled(page: Page, username: string, password: string, secret: string) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page
    .getByLabel('动态验证码')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page
    .getByRole('button', { name: '登 录' })
    .or(page.getByRole('button', { name: '登录' }))
    .click();
  await page.getByText('今日注册').waitFor();
}

const search = (page: Page) =>
  page
    .getByRole('button', { name: '查 询' })
    .or(page.getByRole('button', { name: '查询' }))
    .click();

async function decide(page: Page, menu: string, username: string, button: string, said: string) {
  await page.getByRole('menuitem', { name: menu }).click();
  const row = page.locator('tr', { hasText: username });
  await row.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('原因').fill('已核对');
  await dialog.getByRole('button', { name: '确认通过' }).click();
  await page.getByText(said).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

it('an operator enrols TOTP, approves a recharge and a two-approver withdrawal, and finds them audited', async () => {
  // A pending bank recharge and a large withdrawal (6,000 yuan, above the 5,000 second-approval line).
  const payer = await newPlayer('rch');
  const recharge = await call('POST', '/api/recharge/orders', payer.token, {
    channelCode: 'bank',
    amount: 200,
  });
  const winner = await newPlayer('wdr');
  await call('POST', '/api/recharge/orders', winner.token, { channelCode: 'demo', amount: 10000 });
  await call('POST', '/api/withdraw/password/set', winner.token, { password: '123456' });
  const account = await call('POST', '/api/withdraw/accounts', winner.token, {
    type: 'bank',
    accountName: '张三',
    accountNo: '6222021234567890123',
    bankName: '中国工商银行',
  });
  const withdrawal = await call('POST', '/api/user/withdraw', winner.token, {
    accountId: account.id,
    amount: 6000,
    withdrawPassword: '123456',
  });

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  const adminSecret = await signIn(page, 'admin', 'admin123');
  await shot(page, '1-dashboard');
  await decide(page, '充值审核', payer.username, '确认到账', '已确认到账');
  await shot(page, '2-recharge');
  await decide(page, '提现审核', winner.username, '初审通过', '已初审通过，等待另一位运营人员复核');
  await page
    .locator('tr', { hasText: winner.username })
    .getByText(/待复核/)
    .waitFor();
  await shot(page, '3-withdraw-first');

  await page.getByRole('button', { name: '退出登录' }).click();
  await signIn(page, 'checker', 'checker123');
  await decide(page, '提现审核', winner.username, '复核出款', '已确认出款');
  await shot(page, '4-withdraw-second');

  // The audit log: both approvals of the withdrawal, by two operators, and the recharge approval.
  await page.getByRole('menuitem', { name: '审计日志' }).click();
  await page.getByLabel('对象').fill(`withdraw_orders:${withdrawal.id}`);
  await page
    .getByRole('button', { name: '查 询' })
    .or(page.getByRole('button', { name: '查询' }))
    .click();
  const approvals = page.locator('tr', { hasText: '提现审核通过' });
  await expect.poll(() => approvals.count()).toBe(2);
  await shot(page, '5-audit');
  await page.getByLabel('对象').fill(`recharge_orders:${recharge.id}`);
  await page
    .getByRole('button', { name: '查 询' })
    .or(page.getByRole('button', { name: '查询' }))
    .click();
  await expect.poll(() => page.locator('tr', { hasText: '充值确认到账' }).count()).toBe(1);

  // A players' group (made through the API), muted by the super admin from 群组管理.
  const owner = await newPlayer('gown');
  const member = await newPlayer('gmem');
  const groupName = `刷屏群${Date.now().toString(36).slice(-5)}`;
  const group = await call('POST', '/api/chat/groups', owner.token, { name: groupName });
  await call('POST', '/api/chat/groups/join', member.token, { joinCode: group.joinCode });
  await call('POST', '/api/chat/messages', member.token, { groupId: group.id, content: '加我带你赚钱' });

  await page.getByRole('button', { name: '退出登录' }).click();
  await signInEnrolled(page, 'admin', 'admin123', adminSecret);
  await page.getByRole('menuitem', { name: '群组管理' }).click();
  await page.getByPlaceholder('群名或群ID').fill(groupName);
  await page.getByPlaceholder('群名或群ID').press('Enter');
  const groupRow = page.locator('tr', { hasText: groupName });
  await groupRow.getByRole('button', { name: /查\s*看/ }).click();
  await page.getByText('加我带你赚钱').waitFor();
  await page.getByRole('button', { name: '全员禁言' }).click();
  const confirm = page.locator('.ant-modal-content', { hasText: '开启全员禁言？' });
  await confirm.getByLabel('原因').fill('刷屏广告');
  await confirm.getByRole('button', { name: '确认禁言' }).click();
  await page.getByText('已开启全员禁言').first().waitFor();
  await page.getByRole('button', { name: '解除全员禁言' }).waitFor();
  await page.getByText('管理员开启了全员禁言，原因：刷屏广告').waitFor();
  await shot(page, '6-group-muted');
  const refused = await fetch(`${baseUrl}/api/chat/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ groupId: group.id, content: '还能说话吗' }),
  });
  expect([refused.status, (await refused.json()).code]).toEqual([422, 'MUTED']);
  // Close the group's drawer as a person would, by its close button (Escape needs the focus in it).
  await page.locator('.ant-drawer-content').getByRole('button', { name: 'Close' }).click();
  await page.locator('.ant-drawer-mask').waitFor({ state: 'hidden' });

  await page.getByRole('menuitem', { name: '审计日志' }).click();
  await page.getByLabel('对象').fill(`chat_groups:${group.id}`);
  await search(page);
  await expect.poll(() => page.locator('tr', { hasText: '群组全员禁言' }).count()).toBe(1);
  await shot(page, '7-audit-mute');

  // A notice published from 公告管理 reaches the players, as a popup, and is in the audit log.
  const noticeTitle = `维护通知${Date.now().toString(36).slice(-5)}`;
  await page.getByRole('menuitem', { name: '公告管理' }).click();
  await page.getByRole('button', { name: '发布公告' }).click();
  const editor = page.locator('.ant-modal-content', { hasText: '打开应用时弹窗提示' });
  await editor.getByLabel('标题').fill(noticeTitle);
  await editor.getByLabel('内容').fill('今晚 02:00–03:00 系统维护，届时暂停投注。');
  await editor.getByRole('switch').click();
  await editor.getByRole('button', { name: /发\s*布/ }).click();
  await page.getByRole('button', { name: '确认发布' }).click();
  await page.locator('tr', { hasText: noticeTitle }).waitFor();
  await shot(page, '8-notice');
  const seen = await call('GET', '/api/notice/list?popup=true', member.token);
  expect(seen.list.map((n: { title: string }) => n.title)).toContain(noticeTitle);
  await page.getByRole('menuitem', { name: '审计日志' }).click();
  await page.locator('tr', { hasText: '发布公告' }).first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
