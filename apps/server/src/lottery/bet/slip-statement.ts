import type { NewBetOrder, PlacedItem } from './bet.repository.ts';

/**
 * The input of the bet slip statement (slip-placement.ts builds it with sqlTemplate): its values by
 * name, and two samples whose values all differ, from which the statement's text is built once.
 */

/** A slip's order as the service places it. */
export type NewOrder = NewBetOrder & { issueId: number; totalFen: number; userId: number };

/** What a slip statement is made of; `tokenHash` when the statement must check the session. */
export interface SlipInput {
  order: NewOrder;
  items: PlacedItem[];
  memo: string;
  t: number;
  tokenHash?: string;
  /** The clock for the session's expiry (the real one, as the guards use). */
  now: Date;
}
/** The values of a slip statement by name (sqlTemplate's slots). */
export const slipSlots = ({ order, items, memo, t, tokenHash, now }: SlipInput): Record<string, unknown> => ({
  userId: order.userId,
  gameId: order.gameId,
  issueId: order.issueId,
  issueNo: order.issueNo,
  requestId: order.requestId,
  totalFen: order.totalFen,
  itemCount: order.itemCount,
  createdAt: order.createdAt,
  gameType: items[0]!.gameType,
  plays: items.map((i) => i.play),
  options: items.map((i) => i.option),
  amounts: items.map((i) => i.amountFen),
  odds: items.map((i) => i.oddsHundredths),
  memo,
  t,
  tokenHash,
  now,
});
/** Two slips whose values all differ, for sqlTemplate. */
export function slipSample(k: 1 | 2, withSession = false): SlipInput {
  const n = (i: number) => 900_000_000 + k * 100 + i;
  return {
    order: {
      userId: n(1),
      gameId: n(2),
      issueId: n(3),
      issueNo: `sample-issue-${k}`,
      requestId: `sample-request-${k}`,
      totalFen: n(4),
      itemCount: n(5),
      createdAt: new Date(1_600_000_000_000 + k * 1000),
    },
    items: [
      {
        gameType: `sample-type-${k}`,
        play: `sample-play-${k}`,
        option: `sample-option-${k}`,
        amountFen: n(6),
        oddsHundredths: n(7),
      },
    ],
    memo: `sample-memo-${k}`,
    t: 1_500_000_000_000 + k * 1000,
    tokenHash: withSession ? `sample-token-${k}` : undefined,
    now: new Date(1_700_000_000_000 + k * 1000),
  };
}
