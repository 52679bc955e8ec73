import { z } from 'zod';
import { BetStatus } from './bet.ts';
import { ClientMsgId, hasOneTarget, Id, ONE_TARGET, UserBrief } from './chat.ts';
import { GameFamily } from './game.ts';

/**
 * Bet sharing (SPEC.md §7 POST /api/chat/messages/share-bet; API.md "Shapes"). A share carries the
 * whole slip (order) of the bet; the sharer may hide the amounts. The card stored in the BET_SHARE
 * message is a snapshot; the live result comes from GET /api/chat/bet-shares/{messageId}.
 */
export const ShareBetBody = z
  .object({
    betId: Id,
    toUserId: Id.optional().nullable(),
    groupId: Id.optional().nullable(),
    content: z.string().trim().max(200, '分享留言最多200个字').optional(),
    hideAmount: z.boolean().default(false),
    clientMsgId: ClientMsgId.optional().nullable(),
  })
  .refine(hasOneTarget, ONE_TARGET);
export type ShareBetBody = z.infer<typeof ShareBetBody>;

export const BetShareItem = z.object({
  betId: z.number().int(),
  play: z.string(),
  playName: z.string(),
  option: z.string(),
  optionName: z.string(),
  /** Null when the sharer hid the amounts. */
  amount: z.number().nullable(),
  odds: z.number(),
  status: BetStatus,
  /** Null when hidden; 0 until won or refunded. */
  payout: z.number().nullable(),
});
export type BetShareItem = z.infer<typeof BetShareItem>;

/** The card in `extra.betShare` of a BET_SHARE message. */
export const BetShareCard = z.object({
  orderId: z.number().int(),
  sharerId: z.number().int(),
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: GameFamily,
  issueNo: z.string(),
  hideAmount: z.boolean(),
  totalAmount: z.number().nullable(),
  items: z.array(BetShareItem),
});
export type BetShareCard = z.infer<typeof BetShareCard>;

/** GET /api/chat/bet-shares/{messageId}: the card with the live status of its issue and bets. */
export const BetShareLive = BetShareCard.extend({
  messageId: z.number().int(),
  sharer: UserBrief,
  content: z.string(),
  sharedAt: z.string(),
  issueStatus: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  /** Once drawn. */
  numbers: z.array(z.number().int()).nullable(),
  /** Σ payout (null when hidden). */
  totalPayout: z.number().nullable(),
  /** Is the shared issue still taking bets? */
  issueOpen: z.boolean(),
});
export type BetShareLive = z.infer<typeof BetShareLive>;

/**
 * POST /api/chat/bet-shares/{messageId}/follow: the shared slip re-checked for the game's current
 * issue (plays and options still valid, odds in force). The client puts it in the betting slip; the
 * bet itself is placed with POST /api/bets/submit as usual.
 */
export const FollowSlip = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameType: GameFamily,
  gameName: z.string(),
  /** The current issue the slip is for. */
  issueNo: z.string(),
  closeAt: z.string(),
  sharedIssueNo: z.string(),
  /** False when the shared issue has closed: the slip is for the current issue instead. */
  sameIssue: z.boolean(),
  items: z.array(
    z.object({
      play: z.string(),
      playName: z.string(),
      option: z.string(),
      optionName: z.string(),
      /** The sharer's amount, or null when hidden (the client picks its own). */
      amount: z.number().nullable(),
      odds: z.number(),
    }),
  ),
  /** Items that can no longer be bet (play withdrawn, option invalid). */
  skipped: z.number().int(),
  notice: z.string().nullable(),
});
export type FollowSlip = z.infer<typeof FollowSlip>;
