import { randomInt } from 'node:crypto';

const GLYPH_COLOURS = ['#c0392b', '#2c3e50', '#8e44ad', '#16a085', '#d35400', '#2980b9'];

/**
 * Renders a captcha code as an SVG data URL: jittered, rotated glyphs over noise lines and dots.
 * It deters casual scripting; real abuse protection comes from the rate limits.
 */
export function renderCaptchaSvg(code: string, width = 120, height = 40): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const colour = GLYPH_COLOURS[randomInt(GLYPH_COLOURS.length)];
    parts.push(
      `<path d="M${randomInt(width)} ${randomInt(height)} Q${randomInt(width)} ${randomInt(height)} ${randomInt(width)} ${randomInt(height)}" stroke="${colour}" stroke-width="1" fill="none" opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < 25; i++) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="1" fill="#999"/>`);
  }
  const step = width / (code.length + 1);
  [...code].forEach((ch, i) => {
    const x = Math.round(step * (i + 0.7) + randomInt(6));
    const y = 28 + randomInt(6) - 3;
    const rotate = randomInt(40) - 20;
    const colour = GLYPH_COLOURS[randomInt(GLYPH_COLOURS.length)];
    parts.push(
      `<text x="${x}" y="${y}" font-family="Arial, sans-serif" font-size="${22 + randomInt(6)}" font-weight="bold" fill="${colour}" transform="rotate(${rotate} ${x} ${y})">${ch}</text>`,
    );
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f5f5f5"/>${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
