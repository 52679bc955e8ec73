/**
 * Slips placed together (group commit). A slip that arrives while no batch runs is placed at once,
 * alone; those that arrive while one runs wait for it and then go together in one statement: one
 * round trip and one commit for many players, where the cost per statement (on both sides of the
 * connection) is most of what a slip costs. So a quiet server answers as fast as before and a
 * busy one places more slips per statement. A player has at most one slip in a batch (a second
 * waits for the next), so their slips keep their order. A batch that fails (one short balance
 * fails the statement) places each of its slips alone, so each gets its own answer.
 */
export interface SlipBatcher<I, R> {
  place(input: I): Promise<R>;
}

export interface SlipBatcherOptions<I, R> {
  /** Places one slip (its errors are its caller's). */
  one(input: I): Promise<R>;
  /** Places many slips in one statement, answering in their order; throws having written nothing. */
  many(inputs: I[]): Promise<R[]>;
  /** The player of a slip. */
  playerOf(input: I): number;
  /** Most slips in one statement. */
  max: number;
  /** Told of a batch that failed, before its slips are placed alone. */
  onBatchFailed?(err: unknown, size: number): void;
}

interface Waiting<I, R> {
  input: I;
  resolve(r: R): void;
  reject(err: unknown): void;
}

export function createSlipBatcher<I, R>(opts: SlipBatcherOptions<I, R>): SlipBatcher<I, R> {
  let queue: Waiting<I, R>[] = [];
  let running = false;

  /** The next batch: the oldest slips, one per player, up to `max`; the rest keep waiting. */
  function take(): Waiting<I, R>[] {
    const batch: Waiting<I, R>[] = [];
    const rest: Waiting<I, R>[] = [];
    const players = new Set<number>();
    for (const w of queue) {
      const player = opts.playerOf(w.input);
      if (batch.length < opts.max && !players.has(player)) {
        players.add(player);
        batch.push(w);
      } else rest.push(w);
    }
    queue = rest;
    return batch;
  }

  const alone = (w: Waiting<I, R>) => opts.one(w.input).then(w.resolve, w.reject);

  async function together(batch: Waiting<I, R>[]) {
    let results: R[];
    try {
      results = await opts.many(batch.map((w) => w.input));
    } catch (err) {
      opts.onBatchFailed?.(err, batch.length);
      await Promise.all(batch.map(alone));
      return;
    }
    for (const [i, w] of batch.entries()) w.resolve(results[i]!);
  }

  async function drain() {
    running = true;
    try {
      while (queue.length > 0) {
        const batch = take();
        await (batch.length === 1 ? alone(batch[0]!) : together(batch));
      }
    } finally {
      running = false;
    }
  }

  return {
    place(input) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        if (!running) void drain();
      });
    },
  };
}
