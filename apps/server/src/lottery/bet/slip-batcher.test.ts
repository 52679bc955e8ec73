import { describe, expect, it } from 'vitest';
import { createSlipBatcher } from './slip-batcher.ts';

interface Slip {
  player: number;
  id: string;
}

/** A batcher over a fake database whose statements finish when the test says so. */
function harness(
  opts: {
    max?: number;
    inFlight?: number;
    overlapAt?: number;
    manyFails?: (inputs: Slip[]) => boolean;
    away?: boolean;
  } = {},
) {
  const statements: string[][] = [];
  const pending: (() => void)[] = [];
  const finish = () => {
    for (const go of pending.splice(0)) go();
  };
  const wait = () => new Promise<void>((go) => pending.push(go));
  const failed: number[] = [];
  const batcher = createSlipBatcher<Slip, string>({
    async one(s) {
      statements.push([s.id]);
      await wait();
      if (s.id.startsWith('short')) throw new Error(`余额不足 ${s.id}`);
      return `placed ${s.id}`;
    },
    async many(inputs) {
      statements.push(inputs.map((s) => s.id));
      await wait();
      if (opts.away) throw new Error('Connection terminated');
      if (opts.manyFails?.(inputs)) throw new Error('check violation');
      return inputs.map((s) => `placed ${s.id} with others`);
    },
    playerOf: (s) => s.player,
    max: opts.max ?? 32,
    inFlight: opts.inFlight ?? 1,
    overlapAt: opts.overlapAt ?? 1,
    retryAlone: (err) => (err as Error).message !== 'Connection terminated',
    onBatchFailed: (_err, size) => failed.push(size),
  });
  return { batcher, statements, finish, failed };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('slip batcher', () => {
  it('places a lone slip by the end of the turn it came in, alone', async () => {
    const h = harness();
    const one = h.batcher.place({ player: 1, id: 'a' });
    expect(h.statements).toEqual([]);
    await tick();
    expect(h.statements).toEqual([['a']]);
    h.finish();
    await expect(one).resolves.toBe('placed a');
  });

  it('starts the next statement before it answers the slips of the last', async () => {
    const h = harness();
    const first = h.batcher.place({ player: 1, id: 'a' });
    await tick();
    const next = h.batcher.place({ player: 2, id: 'b' });
    await tick();
    let runningWhenAnswered: string[][] = [];
    const answered = first.then(() => {
      runningWhenAnswered = h.statements.map((s) => [...s]);
    });
    h.finish();
    await answered;
    expect(runningWhenAnswered).toEqual([['a'], ['b']]);
    h.finish();
    await expect(next).resolves.toBe('placed b');
  });

  it('places the slips of one turn together, and those arriving while it runs together next', async () => {
    const h = harness();
    const first = [1, 2].map((p) => h.batcher.place({ player: p, id: `f${p}` }));
    await tick();
    const rest = [3, 4, 5].map((p) => h.batcher.place({ player: p, id: `s${p}` }));
    await tick();
    expect(h.statements).toEqual([['f1', 'f2']]);
    h.finish();
    await expect(Promise.all(first)).resolves.toEqual(['placed f1 with others', 'placed f2 with others']);
    expect(h.statements).toEqual([
      ['f1', 'f2'],
      ['s3', 's4', 's5'],
    ]);
    h.finish();
    await expect(Promise.all(rest)).resolves.toHaveLength(3);
  });

  it("puts one slip of a player in a statement, keeping a player's slips in the order they came", async () => {
    const h = harness();
    const all = [
      h.batcher.place({ player: 9, id: 'first' }),
      h.batcher.place({ player: 1, id: 'x1' }),
      h.batcher.place({ player: 1, id: 'x2' }),
      h.batcher.place({ player: 2, id: 'y1' }),
      h.batcher.place({ player: 1, id: 'x3' }),
    ];
    for (let i = 0; i < 4; i++) {
      await tick();
      h.finish();
    }
    await Promise.all(all);
    expect(h.statements).toEqual([['first', 'x1', 'y1'], ['x2'], ['x3']]);
  });

  it('starts no statement for a player whose slip is in a running one, though another could run', async () => {
    const h = harness({ inFlight: 2 });
    const a1 = h.batcher.place({ player: 1, id: 'a1' });
    await tick();
    const a2 = h.batcher.place({ player: 1, id: 'a2' });
    const b1 = h.batcher.place({ player: 2, id: 'b1' });
    await tick();
    // b1 takes the free statement; a2 waits for a1's.
    expect(h.statements).toEqual([['a1'], ['b1']]);
    h.finish();
    await Promise.all([a1, b1]);
    expect(h.statements).toEqual([['a1'], ['b1'], ['a2']]);
    h.finish();
    await expect(a2).resolves.toBe('placed a2');
  });

  it('holds a statement to `max` slips', async () => {
    const h = harness({ max: 2 });
    const all = [0, 1, 2, 3, 4].map((p) => h.batcher.place({ player: p, id: `p${p}` }));
    for (let i = 0; i < 4; i++) {
      await tick();
      h.finish();
    }
    await Promise.all(all);
    expect(h.statements).toEqual([['p0', 'p1'], ['p2', 'p3'], ['p4']]);
  });

  it('places each slip of a failed statement alone, so only the short one fails', async () => {
    const h = harness({ manyFails: (inputs) => inputs.some((s) => s.id.startsWith('short')) });
    const settled = Promise.allSettled([
      h.batcher.place({ player: 1, id: 'a' }),
      h.batcher.place({ player: 2, id: 'b' }),
      h.batcher.place({ player: 3, id: 'short-c' }),
    ]);
    for (let i = 0; i < 3; i++) {
      await tick();
      h.finish();
    }
    const [a, b, c] = await settled;
    expect(a).toEqual({ status: 'fulfilled', value: 'placed a' });
    expect(b).toEqual({ status: 'fulfilled', value: 'placed b' });
    expect(c).toMatchObject({ status: 'rejected', reason: new Error('余额不足 short-c') });
    expect(h.statements).toEqual([['a', 'b', 'short-c'], ['a'], ['b'], ['short-c']]);
    expect(h.failed).toEqual([3]);
  });

  it('keeps going after a failure: the next slips are placed', async () => {
    const h = harness();
    const bad = h.batcher.place({ player: 1, id: 'short-a' });
    await tick();
    h.finish();
    await expect(bad).rejects.toThrow('余额不足 short-a');
    const next = h.batcher.place({ player: 1, id: 'b' });
    await tick();
    h.finish();
    await expect(next).resolves.toBe('placed b');
  });

  it('runs up to `inFlight` statements at once; later slips wait for one to finish', async () => {
    const h = harness({ inFlight: 2, max: 2 });
    const all = [1, 2, 3, 4, 5].map((p) => h.batcher.place({ player: p, id: `p${p}` }));
    await tick();
    expect(h.statements).toEqual([
      ['p1', 'p2'],
      ['p3', 'p4'],
    ]);
    h.finish();
    await tick();
    expect(h.statements).toEqual([['p1', 'p2'], ['p3', 'p4'], ['p5']]);
    h.finish();
    await expect(Promise.all(all)).resolves.toHaveLength(5);
  });

  it('starts a statement beside a running one only with `overlapAt` slips; fewer wait for it to end', async () => {
    const h = harness({ inFlight: 2, overlapAt: 3 });
    const first = h.batcher.place({ player: 1, id: 'p1' });
    await tick();
    expect(h.statements).toEqual([['p1']]);
    // Two slips, and a second slip of the busy player: not enough to run beside p1's statement.
    const few = [2, 3, 1].map((p) => h.batcher.place({ player: p, id: `q${p}` }));
    await tick();
    expect(h.statements).toEqual([['p1']]);
    // A third slip that can go makes three: they start while p1's statement still runs.
    const third = h.batcher.place({ player: 4, id: 'q4' });
    await tick();
    expect(h.statements).toEqual([['p1'], ['q2', 'q3', 'q4']]);
    h.finish();
    await tick();
    // With nothing else running, any number starts: the busy player's slip, now free, goes alone.
    expect(h.statements).toEqual([['p1'], ['q2', 'q3', 'q4'], ['q1']]);
    h.finish();
    await expect(Promise.all([first, ...few, third])).resolves.toHaveLength(5);
  });

  it('fails every slip of a statement at once when the database is away, without trying each again', async () => {
    const h = harness({ away: true });
    const settled = Promise.allSettled([1, 2, 3].map((p) => h.batcher.place({ player: p, id: `p${p}` })));
    await tick();
    h.finish();
    for (const r of await settled)
      expect(r).toMatchObject({ status: 'rejected', reason: new Error('Connection terminated') });
    expect(h.statements).toEqual([['p1', 'p2', 'p3']]);
    expect(h.failed).toEqual([3]);
  });
});
