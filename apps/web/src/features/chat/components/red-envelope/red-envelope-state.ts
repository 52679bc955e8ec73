import type { RedEnvelopeDetail } from '@cailiao/contracts';

/**
 * What a RED_ENVELOPE bubble shows me: open (I may grab), opened (I grabbed), empty (all taken),
 * expired (24 h passed), waiting (my own envelope to a friend, not yet taken), loading.
 */
export type BubbleState = 'open' | 'opened' | 'empty' | 'expired' | 'waiting' | 'loading';

export function bubbleState(detail: RedEnvelopeDetail | undefined): BubbleState {
  if (!detail) return 'loading';
  if (detail.myAmount !== null) return 'opened';
  if (detail.canGrab) return 'open';
  if (detail.status === 'finished') return 'empty';
  if (detail.status === 'expired') return 'expired';
  return 'waiting';
}

export const STATE_TEXT: Record<BubbleState, string> = {
  open: '领取红包',
  opened: '已领取',
  empty: '已被领完',
  expired: '已过期',
  waiting: '等待对方领取',
  loading: '红包',
};

/** The envelope id a RED_ENVELOPE message carries. */
export function envelopeIdOf(extra: Record<string, unknown> | null): number | undefined {
  const id = extra?.redEnvelopeId;
  return typeof id === 'number' && id > 0 ? id : undefined;
}
