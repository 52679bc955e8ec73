/**
 * Red envelope rules of API.md "Chat rules": amounts in integer fen, 0.01–20,000 yuan, 1–100
 * shares (never more than the conversation's members: the caller checks that), every share at least
 * 1 fen, shares adding up to the amount exactly. The split runs once, at send time.
 */
export const RED_ENVELOPE = {
  minFen: 1,
  maxFen: 2_000_000,
  maxCount: 100,
  /** Unclaimed shares return to the sender this long after sending. */
  refundAfterMs: 24 * 3_600_000,
  blessing: '恭喜发财，大吉大利',
} as const;

export type RedEnvelopeType = 'lucky' | 'normal';
export type RedEnvelopeRefusal = 'AMOUNT_OUT_OF_RANGE' | 'COUNT_OUT_OF_RANGE' | 'SHARE_TOO_SMALL';

/** An integer in [min, maxExclusive): `crypto.randomInt` on the server. */
export type RandomInt = (min: number, maxExclusive: number) => number;

/** Why an amount and count cannot make an envelope, or null when they can. */
export function validateRedEnvelope(totalFen: number, count: number): RedEnvelopeRefusal | null {
  if (!Number.isSafeInteger(totalFen) || totalFen < RED_ENVELOPE.minFen || totalFen > RED_ENVELOPE.maxFen) {
    return 'AMOUNT_OUT_OF_RANGE';
  }
  if (!Number.isSafeInteger(count) || count < 1 || count > RED_ENVELOPE.maxCount) return 'COUNT_OUT_OF_RANGE';
  if (totalFen < count) return 'SHARE_TOO_SMALL';
  return null;
}

/**
 * The shares of an envelope, in the order they will be handed out.
 * - normal: equal shares; the fen that do not divide evenly go one each to the first shares.
 * - lucky: the double-mean rule players know from WeChat. Each share but the last is uniform in
 *   [1, ⌊2 × remaining ÷ remaining count⌋ − 1], capped so every later share keeps at least 1 fen;
 *   the last share takes the rest. Every position then has the same expected value.
 */
export function splitRedEnvelope(
  totalFen: number,
  count: number,
  type: RedEnvelopeType,
  randomInt: RandomInt,
): number[] {
  const refusal = validateRedEnvelope(totalFen, count);
  if (refusal) throw new RangeError(refusal);
  if (type === 'normal') {
    const base = Math.floor(totalFen / count);
    const extra = totalFen - base * count;
    return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
  }
  const shares: number[] = [];
  let remaining = totalFen;
  for (let left = count; left > 1; left--) {
    const max = Math.min(Math.max(1, Math.floor((2 * remaining) / left) - 1), remaining - (left - 1));
    const share = randomInt(1, max + 1);
    shares.push(share);
    remaining -= share;
  }
  shares.push(remaining);
  return shares;
}
