import { describe, expect, it } from 'vitest';
import { renderCaptchaSvg } from './captcha.ts';

const svgOf = (dataUrl: string) =>
  Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();

describe('the captcha image', () => {
  it('holds no plain code: no text element, the characters nowhere in the markup', () => {
    for (const code of ['A7K9', 'XQ2P', 'MNB4', 'H8T3']) {
      const svg = svgOf(renderCaptchaSvg(code));
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<text/i);
      expect(svg).not.toContain(code);
      // Whatever a script pulls out of the tags' contents, it is not the code.
      const between = svg.match(/>([^<]+)</g)?.join('') ?? '';
      expect(between).not.toContain(code[0]);
      // Glyph outlines and noise: more paths than characters.
      expect((svg.match(/<path/g) ?? []).length).toBeGreaterThan(code.length);
    }
  });
  it('draws the same code differently each time', () => {
    expect(renderCaptchaSvg('A7K9')).not.toBe(renderCaptchaSvg('A7K9'));
  });
});
