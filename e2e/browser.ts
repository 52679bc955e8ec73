import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { CHROMIUM_FLAGS, findBrowser } from './find-browser.ts';

/** The browser findBrowser picks, headless, with the project's flags and any extra ones. */
export async function launchBrowser(extraFlags: string[] = []): Promise<Browser> {
  const { executablePath, env } = await findBrowser();
  return chromium.launch({
    executablePath,
    env: { ...process.env, ...env },
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
  });
}

/** A phone-sized page (375×812 unless `options` say otherwise) that collects page errors. */
export async function phonePage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}
