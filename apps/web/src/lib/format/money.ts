import { formatYuan } from '@cailiao/domain';

/** Yuan amount from the API (≤ 2 decimals) → "1234.50". Non-numbers show as 0.00. */
export function formatMoney(yuan: number | null | undefined): string {
  if (typeof yuan !== 'number' || !Number.isFinite(yuan)) return '0.00';
  return formatYuan(Math.round(yuan * 100));
}

/** Signed amount for win/loss figures: "+12.50", "-3.00", "0.00". */
export function formatSignedMoney(yuan: number | null | undefined): string {
  const text = formatMoney(yuan);
  return typeof yuan === 'number' && yuan > 0 ? `+${text}` : text;
}
