// npm run lighthouse: Lighthouse (mobile) on the home page, the lobby and a betting page of the built
// app, served by the real server on a free port, in the Chromium of e2e/find-browser.ts. Prints
// performance, accessibility and best-practices per page; fails when accessibility is below 95.
// Not part of CI (the machine's load moves the performance score); the axe journey is.
// Reports: <tmp>/cailiao-lighthouse/<page>.html and .json. Figures go to docs/PERFORMANCE.md by hand.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findBrowser } from '../e2e/find-browser.ts';
import { startServer } from '../e2e/server.ts';

const PAGES = [
  { name: 'home', title: '首页', route: '/' },
  { name: 'lobby', title: '游戏大厅', route: '/pages/game/game' },
  { name: 'lhc', title: '六合彩投注', route: '/pages/lhc/lhc' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'];
const MIN_ACCESSIBILITY = 95;

// Outside the work tree: Biome would lint the reports' inline scripts.
const out = path.join(tmpdir(), 'cailiao-lighthouse');
mkdirSync(out, { recursive: true });
const { executablePath, env } = await findBrowser();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: executablePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  envVars: { ...process.env, ...env } as Record<string, string>,
});
const rows: string[] = [];
let failed = false;
try {
  for (const page of PAGES) {
    const url = `${server.baseUrl}/#${page.route}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const [html, json] = result.report as string[];
    writeFileSync(path.join(out, `${page.name}.html`), String(html));
    writeFileSync(path.join(out, `${page.name}.json`), String(json));
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push(
      `| ${page.title} (\`${page.route}\`) | ${CATEGORIES.map((c) => String(score(c)).padStart(3)).join(' | ')} | ${METRICS.map((m) => lhr.audits[m]?.displayValue ?? '?').join(' | ')} |`,
    );
    const misses = Object.values(lhr.audits).filter(
      (a) =>
        lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
        a.score !== null &&
        a.score < 1,
    );
    for (const a of misses) console.log(`  ${page.name}: accessibility audit ${a.id} — ${a.title}`);
    if (score('accessibility') < MIN_ACCESSIBILITY) failed = true;
  }
} finally {
  await chrome.kill();
  await server.stop();
}
const columns = [...CATEGORIES, 'FCP', 'LCP', 'TBT', 'speed index'];
console.log(`\n| page | ${columns.join(' | ')} |\n| --- | ${columns.map(() => '---').join(' | ')} |`);
console.log(rows.join('\n'));
console.log(`\nreports: ${out}/`);
if (failed) {
  console.error(`\naccessibility below ${MIN_ACCESSIBILITY} on a page`);
  process.exitCode = 1;
}
