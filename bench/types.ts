/** One measured figure, compared with a baseline measured in the same run (machines are noisy). */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number };
  /** value / baseline.value */
  ratio?: number;
  notes?: string;
  /** The goal of issue 13's table for this figure: `ratio` (or `value`) at least / at most `target`. */
  goal?: Goal;
}

export interface Goal {
  of: 'ratio' | 'value';
  op: '>=' | '<=' | '<';
  target: number;
}

/** Whether a result meets its goal (undefined when it has none). */
export function goalMet(r: BenchResult): boolean | undefined {
  if (!r.goal) return undefined;
  const v = r.goal.of === 'ratio' ? r.ratio : r.value;
  if (v === undefined) return false;
  if (r.goal.op === '>=') return v >= r.goal.target;
  if (r.goal.op === '<=') return v <= r.goal.target;
  return v < r.goal.target;
}

export function goalText(g: Goal): string {
  return `goal ${g.of} ${g.op === '>=' ? '≥' : g.op === '<=' ? '≤' : '<'} ${g.target}`;
}
