/**
 * Money arithmetic. Stored money is integer fen (1 yuan = 100 fen); the API speaks yuan with at
 * most two decimals. Conversions never go through floating-point multiplication of stored values.
 */

/** Yuan (a JSON number with ≤ 2 decimals) → integer fen. Throws on NaN, infinities or >2 decimals. */
export function yuanToFen(yuan: number): number {
  if (!Number.isFinite(yuan)) throw new RangeError('amount is not a finite number');
  const fen = Math.round(yuan * 100);
  // Reject 0.001-style inputs: the rounded value must reproduce the input exactly.
  if (Math.abs(fen / 100 - yuan) > 1e-9) throw new RangeError('amount has more than two decimals');
  if (!Number.isSafeInteger(fen)) throw new RangeError('amount is too large');
  return fen;
}

/** Integer fen → yuan number for the API (exact for every safe-integer fen value). */
export function fenToYuan(fen: number | bigint): number {
  const n = typeof fen === 'bigint' ? Number(fen) : fen;
  return n / 100;
}

/** True when a number has at most two decimals (a valid yuan amount on the wire). */
export function hasAtMostTwoDecimals(yuan: number): boolean {
  if (!Number.isFinite(yuan)) return false;
  return Math.abs(Math.round(yuan * 100) / 100 - yuan) < 1e-9;
}

/** Formats fen as "1,234.50"-free plain "1234.50" for display. */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
