import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING: ImpactValue[] = ['serious', 'critical'];
/** Zoom must stay possible up to 5×: these block whatever impact axe gives them (moderate, minor). */
const ALWAYS_BLOCKING = ['meta-viewport', 'meta-viewport-large'];

/** One element that breaks one rule. */
export interface Violation {
  rule: string;
  impact: ImpactValue;
  selector: string;
  /** What axe measured: the contrast ratio and colours, or its failure summary. */
  detail: string;
}

/**
 * Runs axe-core in the page (injected once per document) and answers its serious and critical
 * violations of WCAG 2.0/2.1 A and AA, and any that forbids zooming.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(
    async ({ tags, rules }) => {
      const { axe } = window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } };
      const wcag = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      const zoom = await axe.run(document, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      });
      return [
        ...wcag.violations,
        ...zoom.violations.filter((v) => !wcag.violations.some((w) => w.id === v.id)),
      ];
    },
    { tags: WCAG_TAGS, rules: ALWAYS_BLOCKING },
  );
  return results.flatMap((v) =>
    v.nodes
      .filter((n) => ALWAYS_BLOCKING.includes(v.id) || BLOCKING.includes(n.impact ?? v.impact ?? null))
      .map((n) => {
        const contrast = n.any.find((c) => c.id === 'color-contrast')?.data as
          | { fgColor: string; bgColor: string; contrastRatio: number; expectedContrastRatio: string }
          | undefined;
        return {
          rule: v.id,
          impact: n.impact ?? v.impact ?? null,
          selector: n.target.join(' '),
          detail: contrast
            ? `${contrast.fgColor} on ${contrast.bgColor} = ${contrast.contrastRatio}, needs ${contrast.expectedContrastRatio}`
            : (n.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 200),
        };
      }),
  );
}

/** One line per violation: rule, selector, what was measured. */
export function formatViolations(route: string, violations: Violation[]): string {
  return violations.map((v) => `${route}  ${v.rule} (${v.impact})  ${v.selector}  — ${v.detail}`).join('\n');
}

/**
 * Waits until the page has settled: the app drew a page, nothing shows a loading state, no request
 * has been in flight for half a second and enter animations have ended.
 */
export async function settle(page: Page, inFlight: () => number): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('.cl-page') !== null &&
      document.querySelector(
        '.cl-loading, .adm-skeleton, .adm-pull-to-refresh-head-content .adm-spin-loading',
      ) === null,
    undefined,
    { timeout: 15_000 },
  );
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 500) {
    if (inFlight() > 0) quietSince = Date.now();
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => null)));
    return Promise.race([ended, new Promise((r) => setTimeout(r, 2000))]);
  });
}

/** Counts the page's requests still in flight (sockets excluded), for settle(). */
export function trackRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  return () => open;
}
