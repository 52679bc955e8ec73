import { fork } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchResult, goalMet, goalText } from './types.ts';

/**
 * Runs every bench/*.bench.ts (or those named on the command line), each in a process of its own,
 * prints a table and writes bench/results/latest.json. docs/PERFORMANCE.md is updated by hand from
 * these figures.
 */
const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

/** One suite in a forked process (tsx's loader is inherited through execArgv), its results. */
function runSuite(file: string): Promise<BenchResult[]> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(dir, 'suite-process.ts'), [file], { stdio: 'inherit' });
    let results: BenchResult[] | undefined;
    child.once('message', (m) => {
      results = m as BenchResult[];
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (results) resolve(results);
      else reject(new Error(`bench ${file} ended without results (exit ${code ?? signal})`));
    });
  });
}

const all: (BenchResult & { suite: string })[] = [];
for (const file of files) {
  const suite = file.replace('.bench.ts', '');
  console.log(`\n## ${suite}`);
  const results = await runSuite(file);
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
