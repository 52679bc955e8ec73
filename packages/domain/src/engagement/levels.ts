/**
 * VIP levels by cumulative valid turnover (stakes of settled, non-void bets), in fen. The table is
 * configuration stored in the database; these rules only read it.
 */
export interface LevelRule {
  level: number;
  name: string;
  /** Cumulative valid turnover at which the level is reached, in fen (level 0 at 0). */
  thresholdFen: number;
  /** One-off reward claimable once the level is reached, in fen (0: none). */
  rewardFen: number;
}

export interface LevelProgress {
  current: LevelRule;
  next: LevelRule | null;
  /** 0–1 along the way from the current level's threshold to the next one's (1 at the top). */
  progress: number;
  turnoverFen: number;
  /** Turnover still needed for the next level, 0 at the top. */
  toNextFen: number;
}

/** The table sorted by threshold, checked: starts at 0, thresholds and levels strictly rising. */
export function checkLevelTable(table: readonly LevelRule[]): LevelRule[] {
  const sorted = [...table].sort((a, b) => a.thresholdFen - b.thresholdFen);
  if (sorted.length === 0 || sorted[0]!.thresholdFen !== 0)
    throw new RangeError('level table must start at 0');
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.thresholdFen <= sorted[i - 1]!.thresholdFen || sorted[i]!.level <= sorted[i - 1]!.level) {
      throw new RangeError('level thresholds and levels must rise strictly');
    }
  }
  if (sorted.some((l) => l.rewardFen < 0 || !Number.isSafeInteger(l.rewardFen)))
    throw new RangeError('bad reward');
  return sorted;
}

/** Where a turnover stands in the table. */
export function levelProgress(table: readonly LevelRule[], turnoverFen: number): LevelProgress {
  const sorted = checkLevelTable(table);
  const turnover = Math.max(0, turnoverFen);
  let index = 0;
  while (index + 1 < sorted.length && sorted[index + 1]!.thresholdFen <= turnover) index++;
  const current = sorted[index]!;
  const next = sorted[index + 1] ?? null;
  if (!next) return { current, next, progress: 1, turnoverFen: turnover, toNextFen: 0 };
  const span = next.thresholdFen - current.thresholdFen;
  return {
    current,
    next,
    progress: Math.min(1, (turnover - current.thresholdFen) / span),
    turnoverFen: turnover,
    toNextFen: next.thresholdFen - turnover,
  };
}

/** The levels whose reward a turnover has earned (every level reached, reward above 0). */
export function earnedLevelRewards(table: readonly LevelRule[], turnoverFen: number): LevelRule[] {
  return checkLevelTable(table).filter((l) => l.thresholdFen <= turnoverFen && l.rewardFen > 0);
}

/** The rewards a turnover has earned that the player has not claimed yet, lowest level first. */
export function claimableLevelRewards(
  table: readonly LevelRule[],
  turnoverFen: number,
  claimedLevels: readonly number[],
): LevelRule[] {
  const claimed = new Set(claimedLevels);
  return earnedLevelRewards(table, turnoverFen).filter((l) => !claimed.has(l.level));
}
