/**
 * Slips placed together (group commit). A slip that arrives while a statement could start is placed
 * at once, alone; those that arrive while `inFlight` statements run wait and then go together: one
 * round trip and one commit for many players, where the cost per statement (on both sides of the
 * connection) is most of what a slip costs. So a quiet server answers as fast as before and a
 * busy one places more slips per statement. A player has at most one slip in a statement (a
 * second waits for the next), so a statement's results are known by player. A statement that fails
 * (one short balance fails it) places each of its slips alone, so each gets its own answer.
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
  /**
   * Statements running at once: with 2, the database works on one while this process prepares the
   * next. Two may hold slips of one player; each locks its wallets in player order, so they wait
   * for each other instead of deadlocking.
   */
  inFlight: number;
  /**
   * Whether the slips of a statement that failed with `err` are to be placed alone (a short
   * balance, a lost race: one slip's doing). When not (the database is away), each fails with
   * `err` at once instead of waiting for the same failure once more.
   */
  retryAlone(err: unknown): boolean;
  /** Told of a statement of many that failed. */
  onBatchFailed?(err: unknown, size: number): void;
}

interface Waiting<I, R> {
  input: I;
  resolve(r: R): void;
  reject(err: unknown): void;
}

export function createSlipBatcher<I, R>(opts: SlipBatcherOptions<I, R>): SlipBatcher<I, R> {
  let queue: Waiting<I, R>[] = [];

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
      if (opts.retryAlone(err)) await Promise.all(batch.map(alone));
      else for (const w of batch) w.reject(err);
      return;
    }
    for (const [i, w] of batch.entries()) w.resolve(results[i]!);
  }

  let inFlight = 0;
  /** Starts statements while fewer than `inFlight` run and slips wait. */
  function pump() {
    while (inFlight < opts.inFlight && queue.length > 0) {
      const batch = take();
      inFlight++;
      void (batch.length === 1 ? alone(batch[0]!) : together(batch)).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    place(input) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        pump();
      });
    },
  };
}
