import type { Game } from '@cailiao/contracts';
import {
  CHASE,
  type ChaseRefusal,
  chasePlanRows,
  currentIssue,
  doublingMultiples,
  flatMultiples,
  nextIssue,
  validateChasePlan,
} from '@cailiao/domain';

/** What the 追号 sheet asks: how many issues, 同倍 or 翻倍, and 中奖后停止. */
export interface ChasePlanForm {
  issues: number;
  mode: 'flat' | 'double';
  /** 同倍: every issue's multiple; 翻倍: the first issue's. */
  multiple: number;
  /** 翻倍: ×factor … */
  factor: number;
  /** … after every `every` issues. */
  every: number;
  stopOnWin: boolean;
}

export const DEFAULT_PLAN: ChasePlanForm = {
  issues: 10,
  mode: 'flat',
  multiple: 1,
  factor: 2,
  every: 1,
  stopOnWin: true,
};

export function multiplesOf(form: ChasePlanForm): number[] {
  return form.mode === 'flat'
    ? flatMultiples(form.issues, form.multiple)
    : doublingMultiples({
        issues: form.issues,
        start: form.multiple,
        factor: form.factor,
        every: form.every,
      });
}

const REFUSAL_TEXT: Record<ChaseRefusal, string> = {
  ISSUES_OUT_OF_RANGE: `追号期数须在${CHASE.minIssues}至${CHASE.maxIssues}期之间`,
  MULTIPLE_OUT_OF_RANGE: `倍数须为${CHASE.minMultiple}至${CHASE.maxMultiple}的整数`,
  AMOUNT_OUT_OF_RANGE: '单注金额乘以倍数须在1至100000元之间',
};

/** Why the plan cannot be bought, in Chinese, or null. */
export function planProblem(itemsFen: readonly number[], multiples: readonly number[]): string | null {
  const refusal = validateChasePlan(itemsFen, multiples);
  return refusal ? REFUSAL_TEXT[refusal] : null;
}

/**
 * The issue numbers the plan will buy as the server counts them: the open issue first, or the
 * next one once betting has closed. Null when they cannot be foreseen (the row shows 第n期).
 */
export function plannedIssueNos(game: Game, now: number, count: number): (string | null)[] {
  try {
    let issue = currentIssue(now, game.intervalSeconds, game.closeBeforeSeconds);
    if (now >= issue.closeAt || now < issue.openAt)
      issue = nextIssue(issue, game.intervalSeconds, game.closeBeforeSeconds);
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      out.push(issue.issueNo);
      issue = nextIssue(issue, game.intervalSeconds, game.closeBeforeSeconds);
    }
    return out;
  } catch {
    return Array.from({ length: count }, () => null);
  }
}

/** The plan's table; 预计盈利 only for a single item (its odds are fixed for the issue). */
export function planTable(
  itemsFen: readonly number[],
  multiples: readonly number[],
  singleOdds: number | null,
) {
  return chasePlanRows(itemsFen, multiples, singleOdds === null ? null : Math.round(singleOdds * 100));
}
