import type { BetShareLive } from '@cailiao/contracts';

/**
 * How often a shared slip's card asks for its result again. With the socket live the draw comes
 * as an `issue_drawn` frame (to everyone), so the long wait before a draw needs no polling; the
 * settlement that follows it is the bet owner's frame, not the viewer's, so the few seconds from
 * draw to payout are polled, quickly at first and slowly if settlement is late.
 */
export function betShareRefetchInterval(
  share: BetShareLive | undefined,
  socketLive: boolean,
  now: number,
): number | false {
  if (!share || share.issueStatus === 'settled' || share.issueStatus === 'void') return false;
  if (share.numbers === null) return socketLive ? false : 10_000;
  return now - Date.parse(share.drawAt) < 60_000 ? 2_000 : 15_000;
}

/** The frames that end a shared issue's wait: its draw or its void. */
export function isShareIssueFrame(share: Pick<BetShareLive, 'gameId' | 'issueNo'>, data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const frame = data as { gameId?: unknown; issueNo?: unknown };
  return frame.gameId === share.gameId && frame.issueNo === share.issueNo;
}
