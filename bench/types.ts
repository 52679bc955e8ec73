/** One measured figure, compared with a baseline measured in the same run (machines are noisy). */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number };
  /** value / baseline.value */
  ratio?: number;
  notes?: string;
}
