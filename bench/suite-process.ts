import path from 'node:path';
import type { BenchResult } from './types.ts';

/**
 * Runs one bench/*.bench.ts in this process, forked by run.ts for that suite alone, and sends its
 * results to the parent. A suite in a fresh process measures its own work: not the heap, the
 * sockets and the megamorphic call sites every suite before it left behind in a shared one.
 */
const file = process.argv[2];
if (!file || !process.send) throw new Error('usage: forked by bench/run.ts with a suite file');
const mod = (await import(path.join(import.meta.dirname, file))) as {
  run: () => Promise<BenchResult[]>;
};
const results = await mod.run();
process.send(results, () => process.exit(0));
