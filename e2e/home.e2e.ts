import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it('on a phone, the home banners are shipped pictures and each opens what it names', async () => {
  const { page, errors, context } = await phonePage(browser, { viewport: { width: 390, height: 844 } });
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${baseUrl}/#/`);
  const banner = page.getByTestId('home-banner');
  await banner.waitFor();

  // Every banner picture arrives and is drawn (an SVG of 750×300).
  const pictures = banner.locator('img');
  expect(await pictures.count()).toBe(3);
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(750);

  const journeys = [
    { name: '新人注册即可体验全部玩法', route: /#\/pages\/register\/register$/ },
    { name: '公平可验证开奖：每期公布种子哈希', route: /#\/pages\/instruction\/instruction$/ },
    { name: '理性购彩，量力而行', route: /#\/pages\/legal\/legal$/ },
  ];
  for (const [i, journey] of journeys.entries()) {
    await page.goto(`${baseUrl}/#/`);
    // Turn to the banner by its dot, as a player would by swiping, then tap the picture.
    await page.getByRole('button', { name: new RegExp(`^第${i + 1}张`) }).tap();
    const link = page.getByRole('link', { name: journey.name });
    // The strip scrolls smoothly to it; on a loaded machine that takes more than a second.
    await expect
      .poll(() => link.evaluate((a) => a.getBoundingClientRect().left), { timeout: 15_000 })
      .toBeLessThan(40);
    await link.tap();
    await page.waitForURL(journey.route);
  }

  expect(missing).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
