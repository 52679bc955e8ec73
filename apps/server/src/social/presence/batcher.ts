/**
 * Collects calls for a few milliseconds and runs them as one batch (one database transaction for
 * many sockets: a server restart reconnects thousands at once). Batches run one after another.
 */
export class Batcher<T, R> {
  private queue: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly run: (items: T[]) => Promise<R[]>,
    private readonly opts: { maxItems: number; delayMs: number },
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.queue.length >= this.opts.maxItems) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.opts.delayMs);
    });
  }

  /** Starts the queued batch; resolves when every batch started so far has finished. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue.splice(0);
    if (batch.length) {
      this.running = this.running.then(async () => {
        try {
          const results = await this.run(batch.map((b) => b.item));
          for (const [i, b] of batch.entries()) b.resolve(results[i]!);
        } catch (err) {
          for (const b of batch) b.reject(err);
        }
      });
    }
    return this.running;
  }
}
