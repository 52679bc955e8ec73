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
  page.screenshot({ path: `${shots}/e2e-money-${name}.png`, fullPage: true }).catch(() => {});
const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();
/** The confirm button of the open antd-mobile dialog. */
const confirmDialog = async (page: Page, name: string) => {
  const button = page.locator('.adm-dialog').getByRole('button', { name });
  await button.waitFor();
  await button.click();
  await page.locator('.adm-dialog').waitFor({ state: 'detached' });
};

it('a new player recharges, binds a bank card, withdraws, cancels, and finds it all in 账户明细', async () => {
  const { page, errors, context } = await phonePage(browser);
  const username = `mny${Date.now().toString(36).slice(-8)}`;

  // Register: lands on 我的 with 0.00.
  await page.goto(`${baseUrl}/#/pages/register/register`);
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill('secret123');
  await page.getByTestId('register-confirm').fill('secret123');
  await page.getByTestId('register-submit').click();
  await page.waitForURL(/#\/pages\/my\/my/);
  await expect.poll(() => text(page, 'my-balance')).toBe('0.00');

  // Recharge 500 through the demo channel: confirmed, credited at once.
  await page.getByTestId('my-recharge').click();
  await page.waitForURL(/#\/pages\/recharge\/recharge/);
  await page.getByTestId('recharge-channel-demo').click();
  await page.getByTestId('recharge-amount').fill('500');
  await expect.poll(() => text(page, 'recharge-preview')).toContain('500.00');
  await shot(page, '1-recharge');
  await page.getByTestId('recharge-submit').click();
  await confirmDialog(page, '确认充值');
  await page.locator('[data-testid="recharge-result"][data-status="completed"]').waitFor();
  await expect.poll(() => text(page, 'recharge-result-balance')).toContain('500.00');
  await shot(page, '2-recharge-result');

  // 我的 shows the new balance.
  await page.getByTestId('recharge-done').click();
  await page.waitForURL(/#\/pages\/my\/my/);
  await expect.poll(() => text(page, 'my-balance')).toBe('500.00');

  // Withdraw: no account yet → add a bank card, which returns to the withdraw page.
  await page.getByTestId('my-withdraw').click();
  await page.waitForURL(/#\/pages\/withdraw\/withdraw/);
  await expect.poll(() => text(page, 'withdraw-available')).toBe('500.00');
  await page.getByTestId('withdraw-add-account').click();
  await page.waitForURL(/#\/pages\/withdraw-account\/withdraw-account/);
  await page.getByTestId('account-type-bank').click();
  await page.getByTestId('account-name').fill('张三');
  await page.getByTestId('account-no').fill('6222 0212 3456 7890');
  await page.getByTestId('account-bank').fill('中国工商银行');
  await shot(page, '3-account-form');
  await page.getByTestId('account-save').click();
  await page.waitForURL(/#\/pages\/withdraw\/withdraw/);
  await expect.poll(() => text(page, 'withdraw-account')).toContain('6222****7890');

  // Set the withdraw password (typed twice).
  await page.getByTestId('withdraw-password-setup').click();
  await page.getByTestId('withdraw-password-new').fill('246810');
  await page.getByTestId('withdraw-password-confirm').fill('246810');
  await page.getByTestId('withdraw-password-save').click();
  await page.getByTestId('withdraw-password').waitFor();

  // Withdraw 100: fee 2 (1 %, at least 2), 102 frozen.
  await page.getByTestId('withdraw-amount').fill('100');
  await expect.poll(() => text(page, 'withdraw-fee')).toContain('102.00');
  await page.getByTestId('withdraw-password').fill('246810');
  await shot(page, '4-withdraw');
  await page.getByTestId('withdraw-submit').click();
  await confirmDialog(page, '确认提现');
  await page.getByTestId('withdraw-result').waitFor();
  await expect.poll(() => text(page, 'withdraw-frozen')).toBe('102.00');
  await expect.poll(() => text(page, 'withdraw-available')).toBe('398.00');
  expect(await text(page, 'withdraw-balance')).toBe('500.00');
  await shot(page, '5-withdraw-result');

  // 提现记录: cancel the pending order; the money is unfrozen.
  await page.getByTestId('withdraw-view-records').click();
  await page.waitForURL(/#\/pages\/withdraw-record\/withdraw-record/);
  const order = page.locator('[data-testid^="withdraw-order-"]').first();
  await expect.poll(() => order.getAttribute('data-status')).toBe('pending');
  await shot(page, '6-withdraw-record');
  await order.locator('[data-testid^="withdraw-cancel-"]').click();
  await confirmDialog(page, '确定取消');
  await expect.poll(() => order.getAttribute('data-status')).toBe('cancelled');

  await page.goto(`${baseUrl}/#/pages/withdraw/withdraw`);
  await expect.poll(() => text(page, 'withdraw-frozen')).toBe('0.00');
  await expect.poll(() => text(page, 'withdraw-available')).toBe('500.00');

  // 账户明细: the recharge, the freeze and the unfreeze, newest first.
  await page.goto(`${baseUrl}/#/pages/transaction-record/transaction-record`);
  const rows = page.locator('[data-testid="tx-list"] [data-kind]');
  await expect.poll(() => rows.count()).toBe(3);
  expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual([
    'withdraw_unfreeze',
    'withdraw_freeze',
    'recharge',
  ]);
  const amounts = await page.getByTestId('tx-amount').allTextContents();
  expect(amounts).toEqual(['解冻 102.00', '冻结 102.00', '+500.00']);
  expect(await page.getByTestId('tx-kind').allTextContents()).toEqual(['提现解冻', '提现冻结', '充值']);
  await shot(page, '7-ledger');

  // Filters: 提现 kinds only; today's rows.
  await page.getByTestId('tx-kind-withdraw').click();
  await expect.poll(() => rows.count()).toBe(2);
  await page.getByTestId('tx-kind-recharge').click();
  await expect.poll(() => page.getByTestId('tx-amount').allTextContents()).toEqual(['+500.00']);
  await page.getByTestId('tx-kind-all').click();
  await page.getByTestId('tx-date-today').click();
  await expect.poll(() => rows.count()).toBe(3);

  // 我的 agrees: 500 total, nothing frozen.
  await page.goto(`${baseUrl}/#/pages/my/my`);
  await expect.poll(() => text(page, 'my-balance')).toBe('500.00');

  expect(errors).toEqual([]);
  await context.close();
});
