// temporary screenshot helper (not committed)
import { launchBrowser, phonePage } from './browser.ts';
import { startServer } from './server.ts';
const out = process.env.SHOTS ?? '/tmp/an12/shots';
const server = await startServer();
const browser = await launchBrowser();
try {
  const { page, errors } = await phonePage(browser, { viewport: { width: 390, height: 844 } });
  const consoleErrs: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') consoleErrs.push(m.text()); });
  const routes = (process.env.ROUTES ?? '/,/pages/game/game').split(',');
  if (process.env.LOGIN) {
    await page.goto(`${server.baseUrl}/#/pages/login/login`);
    await page.getByLabel('用户名').fill('demo');
    await page.getByLabel('密码', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForTimeout(1500);
  }
  for (const r of routes) {
    await page.goto(`${server.baseUrl}/#${r}`);
    await page.waitForTimeout(Number(process.env.WAIT ?? 2500));
    const name = r.replace(/[^a-z0-9]+/gi, '_') || 'home';
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: process.env.FULL === '1' });
    console.log('shot', name);
  }
  console.log('errors', errors, consoleErrs);
} finally {
  await browser.close();
  await server.stop();
}
