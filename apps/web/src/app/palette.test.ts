import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Read as files: the test runner does not load CSS.
const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '..');
const palette = readFileSync(join(here, 'palette.css'), 'utf8');
const indexHtml = readFileSync(join(here, '../../index.html'), 'utf8');

type Rgba = [number, number, number, number];

const declared = new Map(
  [...palette.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()] as const),
);

/** The colour a palette variable holds, following var() references. */
function resolve(name: string): Rgba {
  const value = declared.get(name);
  if (value === undefined) throw new Error(`${name} is not in palette.css`);
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  if (ref) return resolve(ref[1]!);
  const hex = /^#([0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(value);
  if (rgba) return rgba.slice(1).map(Number) as Rgba;
  throw new Error(`${name}: cannot read the colour ${value}`);
}

/** A translucent colour laid over an opaque one. */
function over([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba {
  return [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
}

/** WCAG 2 relative luminance of an opaque colour, 0 (black) … 1 (white). */
function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of text on a background (translucent ones laid over white, their worst case). */
function contrast(text: Rgba, background: Rgba): number {
  const white: Rgba = [255, 255, 255, 1];
  const bg = over(background, white);
  const [a, b] = [luminance(over(text, bg)), luminance(bg)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

const LIGHT_SURFACES = [
  '--cl-card',
  '--cl-bg',
  '--cl-frame',
  '--cl-fill',
  '--cl-fill-strong',
  '--cl-primary-soft',
  '--cl-highlight',
  '--cl-highlight-strong',
  '--cl-notice-bg',
  '--cl-bubble-own',
];
/** Where red text (prices, links, the chosen item) is drawn. */
const RED_TEXT_SURFACES = [
  '--cl-card',
  '--cl-bg',
  '--cl-fill',
  '--cl-primary-soft',
  '--cl-highlight',
  '--cl-highlight-strong',
  '--cl-notice-bg',
];
const FILLS_UNDER_WHITE = [
  '--cl-primary',
  '--cl-primary-dark',
  '--cl-ball-red',
  '--cl-ball-blue',
  '--cl-ball-green',
  '--cl-ball-plain',
  '--cl-family-k3',
  '--cl-family-ssc',
  '--cl-family-pk10',
  '--cl-family-lhc',
  '--cl-family-xy28',
  '--cl-pay-bank',
  '--cl-pay-alipay',
  '--cl-pay-wechat',
  '--cl-pay-usdt',
  '--cl-success',
  '--cl-warning',
  '--cl-info',
  '--cl-scrim',
  '--adm-color-weak',
  '--cl-envelope',
  '--cl-envelope-light',
  '--cl-envelope-deep',
  '--cl-hero-orange',
];

/** Every text colour and the surfaces it is drawn on; 4.5:1 unless the text is always large. */
const PAIRS: Array<[text: string, surfaces: string[], min?: number]> = [
  ['--cl-text', LIGHT_SURFACES],
  ['--cl-text-2', LIGHT_SURFACES],
  ['--cl-text-3', LIGHT_SURFACES],
  ['--cl-primary', RED_TEXT_SURFACES],
  ['--adm-color-primary', RED_TEXT_SURFACES],
  ['--cl-primary-dark', LIGHT_SURFACES],
  ['--cl-ball-red', ['--cl-card', '--cl-bg', '--cl-fill']],
  ['--cl-ball-blue', ['--cl-card', '--cl-bg', '--cl-fill']],
  ['--cl-ball-green', ['--cl-card', '--cl-bg', '--cl-fill']],
  ['--cl-success', ['--cl-card', '--cl-bg', '--cl-fill', '--cl-success-soft']],
  ['--cl-warning', ['--cl-card', '--cl-bg', '--cl-fill', '--cl-highlight']],
  ['--cl-info', ['--cl-card', '--cl-bg', '--cl-fill']],
  ['--cl-on-primary', FILLS_UNDER_WHITE],
  ['--cl-on-primary-2', ['--cl-primary', '--cl-primary-dark']],
  ['--cl-on-primary-alert', ['--cl-primary', '--cl-primary-dark'], 3],
  ['--cl-on-gold', ['--cl-gold', '--cl-gold-light']],
  ['--cl-on-notice', ['--cl-notice-bg', '--cl-card']],
  ['--cl-hero-orange', ['--cl-card']],
  ['--cl-on-envelope', ['--cl-envelope', '--cl-envelope-deep']],
  ['--cl-on-envelope-done', ['--cl-envelope-done']],
  ['--cl-on-envelope-seal', ['--cl-envelope-seal']],
  ['--cl-on-vip', ['--cl-vip-card', '--cl-vip-card-2']],
  ['--cl-vip-gold', ['--cl-vip-card', '--cl-vip-card-2']],
  ['--cl-vip-text', ['--cl-card', '--cl-highlight']],
];

describe('palette (WCAG AA contrast, SPEC.md §9 red brand)', () => {
  it.each(PAIRS)('%s is readable on %j', (text, surfaces, min = 4.5) => {
    const low = surfaces
      .map((surface) => ({ surface, ratio: contrast(resolve(text), resolve(surface)) }))
      .filter((r) => r.ratio < min)
      .map((r) => `${r.surface} ${r.ratio.toFixed(2)}`);
    expect(low).toEqual([]);
  });

  it('keeps the brand red, for antd-mobile and the browser bar alike', () => {
    const [r, g, b] = resolve('--cl-primary');
    expect(r).toBeGreaterThan(180);
    expect(Math.max(g, b)).toBeLessThan(100);
    expect(resolve('--adm-color-primary')).toEqual(resolve('--cl-primary'));
    const theme = /<meta name="theme-color" content="#([0-9a-f]{6})"/i.exec(indexHtml)?.[1];
    expect(theme?.toLowerCase()).toBe([r, g, b].map((c) => c.toString(16).padStart(2, '0')).join(''));
  });

  it('is the only place a colour is written: styles and components use its variables', () => {
    const files = (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => /\.(css|tsx?)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('palette.css'))
      .map((f) => join(src, f));
    const literal = /#[0-9a-f]{3}(?:[0-9a-f]{3})?(?:[0-9a-f]{2})?\b|\b(?:rgba?|hsla?)\(/i;
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(src, file)}:${i + 1}` }))
        .filter(({ line }) => literal.test(line))
        .map(({ line, at }) => `${at}  ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
