import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Read as files: the test runner does not load CSS.
const here = dirname(fileURLToPath(import.meta.url));
const styles = readFileSync(join(here, 'styles.css'), 'utf8');
const indexHtml = readFileSync(join(here, '../../index.html'), 'utf8');

/** The hex colour a CSS custom property is set to. */
function colour(css: string, name: string): [number, number, number] {
  const hex = new RegExp(`${name}:\\s*#([0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!hex) throw new Error(`${name} not set`);
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

describe('layout and theme (SPEC.md §2, §9)', () => {
  it('lays the app out for phones (device width, no zoom), centred in a column of at most 960 px', () => {
    expect(indexHtml).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1/);
    expect(styles).toMatch(/--cl-max-width:\s*960px/);
    expect(styles).toMatch(/\.cl-app\s*\{[^}]*max-width:\s*var\(--cl-max-width\);[^}]*margin:\s*0 auto/);
    expect(styles).toMatch(/\.cl-tabbar\s*\{[^}]*max-width:\s*var\(--cl-max-width\)/);
  });

  it('uses a red primary colour, for antd-mobile and the browser bar alike', () => {
    const [r, g, b] = colour(styles, '--adm-color-primary');
    expect(r).toBeGreaterThan(180);
    expect(Math.max(g, b)).toBeLessThan(100);
    expect(colour(styles, '--cl-primary')).toEqual([r, g, b]);
    const theme = /<meta name="theme-color" content="#([0-9a-f]{6})"/i.exec(indexHtml)?.[1];
    expect(theme?.toLowerCase()).toBe([r, g, b].map((c) => c.toString(16).padStart(2, '0')).join(''));
  });
});
