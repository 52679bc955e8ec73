import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

// The operator console on a desktop (1280×800): a super admin enrols a second factor by QR code,
// approves a recharge and the first half of a large withdrawal; a second operator (finance)
// completes the withdrawal (maker-checker); both find the actions in the audit log.
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
async function signIn(page: Page, username: string, password: string) {
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
}

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

  await signIn(page, 'admin', 'admin123');
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
  expect(errors).toEqual([]);
  await context.close();
});
