import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('a new player registers, sees 我的 with balance 0.00, logs out, and the old token is dead', async () => {
  const { page, errors, context } = await phonePage(browser);
  const username = `e2e${Date.now().toString(36).slice(-8)}`;

  await page.goto(`${baseUrl}/#/pages/register/register`);
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill('secret123');
  await page.getByTestId('register-confirm').fill('secret123');
  await page.getByTestId('register-nickname').fill('新玩家');
  await page.getByTestId('register-submit').click();

  await page.waitForURL(/#\/pages\/my\/my/);
  await expect.poll(() => page.getByTestId('my-balance').textContent()).toContain('0.00');
  expect(await page.getByTestId('my-username').textContent()).toContain(username);
  await page.screenshot({ path: `${import.meta.dirname}/../.tmp/e2e-my.png` }).catch(() => {});

  // Capture the live token through the app's own request so we can prove it is revoked later.
  const infoRequest = page.waitForRequest(
    (r) => r.url().includes('/api/user/') && !!r.headers().authorization,
  );
  await page.reload();
  const bearer = (await infoRequest).headers().authorization!;
  expect(
    (await page.request.get(`${baseUrl}/api/user/info`, { headers: { authorization: bearer } })).status(),
  ).toBe(200);

  await page.getByTestId('logout-button').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => page.url()).toMatch(/#\/(pages\/login\/login|pages\/my\/my|)$|login/);
  expect(
    (await page.request.get(`${baseUrl}/api/user/info`, { headers: { authorization: bearer } })).status(),
  ).toBe(401);

  // Log in again with the same account.
  await page.goto(`${baseUrl}/#/pages/login/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('secret123');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/#\/pages\/my\/my/);
  await expect.poll(() => page.getByTestId('my-balance').textContent()).toContain('0.00');

  expect(errors).toEqual([]);
  await context.close();
});

it('shows Chinese validation messages and a not-found page', async () => {
  const { page, context } = await phonePage(browser);
  await page.goto(`${baseUrl}/#/pages/login/login`);
  await page.getByTestId('login-submit').click();
  await expect.poll(() => page.getByText('请输入用户名').count()).toBeGreaterThan(0);
  await page.goto(`${baseUrl}/#/pages/no/such-page`);
  await expect.poll(() => page.getByText(/页面不存在|找不到/).count()).toBeGreaterThan(0);
  await context.close();
});
