/** A FIFO queue that keeps at most `limit` items, dropping the oldest. */
export class BoundedQueue<T> {
  private items: T[] = [];

  constructor(private readonly limit: number) {}

  /** Adds an item; answers the item dropped to make room, if any. */
  push(item: T): T | undefined {
    this.items.push(item);
    return this.items.length > this.limit ? this.items.shift() : undefined;
  }

  /** Takes every item out, oldest first. */
  drain(): T[] {
    const out = this.items;
    this.items = [];
    return out;
  }

  clear(): void {
    this.items = [];
  }

  get size(): number {
    return this.items.length;
  }
}
