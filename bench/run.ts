import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchResult, goalMet, goalText } from './types.ts';

/**
 * Runs every bench/*.bench.ts (or those named on the command line), prints a table and writes
 * bench/results/latest.json. docs/PERFORMANCE.md is updated by hand from these figures.
 */
const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const all: (BenchResult & { suite: string })[] = [];
for (const file of files) {
  const suite = file.replace('.bench.ts', '');
  console.log(`\n## ${suite}`);
  const mod = (await import(path.join(dir, file))) as { run: () => Promise<BenchResult[]> };
  const results = await mod.run();
  for (const r of results) {
    all.push({ suite, ...r });
    const ratio =
      r.ratio !== undefined ? `  ratio ${r.ratio} vs ${r.baseline?.name} (${r.baseline?.value})` : '';
    const met = goalMet(r);
    const goal = r.goal ? `  ${goalText(r.goal)}: ${met ? 'met' : 'NOT met'}` : '';
    console.log(`${r.name}: ${r.value} ${r.unit}${ratio}${goal}${r.notes ? `  [${r.notes}]` : ''}`);
  }
}
const withGoals = all.filter((r) => r.goal);
if (withGoals.length) {
  console.log(
    `\n## goals (issue 13), load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const r of withGoals) {
    const shown = r.goal!.of === 'ratio' ? r.ratio : r.value;
    console.log(
      `${goalMet(r) ? 'met    ' : 'NOT met'}  ${r.suite}: ${r.name}: ${shown} (${goalText(r.goal!)})`,
    );
  }
}
mkdirSync(path.join(dir, 'results'), { recursive: true });
writeFileSync(
  path.join(dir, 'results', 'latest.json'),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadavg: os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
      results: all.map((r) => ({ ...r, goalMet: goalMet(r) })),
    },
    null,
    2,
  )}\n`,
);
process.exit(0);
