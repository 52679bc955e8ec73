import { createRequire } from 'node:module';

/** svg-captcha's main export renders a given text (its typings only declare the helpers). */
type RenderCaptcha = (
  text: string,
  options?: {
    width?: number;
    height?: number;
    fontSize?: number;
    noise?: number;
    color?: boolean;
    background?: string;
  },
) => string;
const renderText = createRequire(import.meta.url)('svg-captcha') as RenderCaptcha;

/**
 * Renders a captcha code as an SVG data URL with svg-captcha: each glyph is drawn as a distorted
 * outline path (no text element a script could read), over noise curves in other colours. Readable
 * for a person; real abuse protection comes from the rate limits.
 */
export function renderCaptchaSvg(code: string, width = 120, height = 40): string {
  const svg = renderText(code, { width, height, fontSize: 44, noise: 3, color: true, background: '#f5f5f5' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
