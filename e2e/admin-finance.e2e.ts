import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

// The finance pages of the operator console on a desktop (1440×900): the finance operator switches
// a recharge channel off and on, credits a player by hand with a reason, reads the day's
// reconciliation (tied out) and finds the adjustment in the audit log. A server of its own: the
// console journey enrols the same demo operators on the shared one.
let browser: Browser;
let server: RunningServer;
const shots = `${import.meta.dirname}/../.tmp`;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** After the page's and dialogs' fade-in animations. */
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${shots}/e2e-finance-${name}.png` }).catch(() => {});
};

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${server.baseUrl}/admin`);
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page
    .getByRole('button', { name: '登 录' })
    .or(page.getByRole('button', { name: '登录' }))
    .click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page.getByLabel('动态验证码').fill(await generate({ secret }));
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await page.getByText('今日注册').waitFor();
}

it('a finance operator manages a channel, adjusts a balance and reads the tied-out report', async () => {
  const username = `adj${Date.now().toString(36).slice(-8)}`;
  const res = await fetch(`${server.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret123' }),
  });
  expect(res.status).toBe(200);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await signIn(page, 'checker', 'checker123');

  // 充值渠道: switch the bank channel off, then on again, each after a confirmation.
  await page.getByRole('menuitem', { name: '充值渠道' }).click();
  const bank = page.locator('tr', { hasText: '银行卡转账' });
  await bank.getByText('启用', { exact: true }).waitFor();
  await shot(page, '1-channels');
  await bank.getByRole('button', { name: /停\s*用/ }).click();
  await page.getByRole('button', { name: '确认停用' }).click();
  await bank.getByText('停用', { exact: true }).waitFor();
  await bank.getByRole('button', { name: /启\s*用/ }).click();
  await page.getByRole('button', { name: '确认启用' }).click();
  await bank.locator('.ant-tag', { hasText: '启用' }).waitFor();
  await bank.getByRole('button', { name: /编\s*辑/ }).click();
  await page.getByRole('dialog').getByLabel('单笔最高（元）').waitFor();
  await shot(page, '2-channel-edit');
  await page.getByRole('button', { name: /取\s*消/ }).click();

  // 余额调整: find the player, credit 88.80 with a reason, confirm the dialog naming both.
  await page.getByRole('menuitem', { name: '余额调整' }).click();
  await page.getByRole('combobox', { name: '玩家' }).fill(username);
  await page.getByTitle(new RegExp(`^${username}（ID`)).click();
  await page.getByRole('spinbutton', { name: '金额' }).fill('88.8');
  await page.getByLabel('原因').fill('充值掉单补发');
  await page.getByRole('button', { name: '提交调整' }).click();
  const confirm = page.getByRole('dialog');
  const title = confirm.locator('.ant-modal-confirm-title');
  await title.waitFor();
  expect(await title.textContent()).toMatch(
    new RegExp(`^确认给玩家 ${username}（ID \\d+） 加款 ¥88\\.80？$`),
  );
  await shot(page, '3-adjust-confirm');
  await confirm.getByRole('button', { name: '确认加款' }).click();
  await page.getByText('已调整余额').waitFor();
  await page.locator('tr', { hasText: '充值掉单补发' }).getByText('+¥88.80').waitFor();
  await shot(page, '4-adjustments');

  // 对账报表: today carries the adjustment and ties out.
  await page.getByRole('menuitem', { name: '对账报表' }).click();
  const today = page.locator('tr.ant-table-row').last();
  await today.getByText('已平').waitFor();
  await expect.poll(() => today.textContent()).toContain('¥88.80');
  await page.getByText('所选日期每天都已平').waitFor();
  await shot(page, '5-report');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^对账报表_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);

  // The audit log has the adjustment, on the player.
  await page.getByRole('menuitem', { name: '审计日志' }).click();
  await expect.poll(() => page.locator('tr', { hasText: '人工调整余额' }).count()).toBe(1);
  await shot(page, '6-audit');
  expect(errors).toEqual([]);
  await context.close();
});
