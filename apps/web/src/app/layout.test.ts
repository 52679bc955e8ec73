import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Read as files: the test runner does not load CSS.
const here = dirname(fileURLToPath(import.meta.url));
const styles = readFileSync(join(here, 'styles.css'), 'utf8');
const indexHtml = readFileSync(join(here, '../../index.html'), 'utf8');

describe('layout (SPEC.md §2, §9)', () => {
  it('lays the app out for phones (device width), centred in a column of at most 960 px', () => {
    expect(indexHtml).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1/);
    expect(styles).toMatch(/--cl-max-width:\s*960px/);
    expect(styles).toMatch(/\.cl-app\s*\{[^}]*max-width:\s*var\(--cl-max-width\);[^}]*margin:\s*0 auto/);
    expect(styles).toMatch(/\.cl-tabbar\s*\{[^}]*max-width:\s*var\(--cl-max-width\)/);
  });
});

describe('zoom (WCAG 1.4.4)', () => {
  it('lets a player pinch-zoom: no user-scalable=no, no maximum scale below 5', () => {
    const viewport = /<meta name="viewport" content="([^"]*)"/.exec(indexHtml)?.[1] ?? '';
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/);
    const max = /maximum-scale\s*=\s*([\d.]+)/.exec(viewport)?.[1];
    if (max !== undefined) expect(Number(max)).toBeGreaterThanOrEqual(5);
  });
});
