/** A tiny typed event emitter: `E` maps each event name to its payload type. */
// biome-ignore lint/suspicious/noExplicitAny: handler sets hold handlers of every event type
type AnyHandler = (payload: any) => void;

export class Emitter<E extends object> {
  private readonly handlers = new Map<keyof E, Set<AnyHandler>>();

  /** Subscribes; the returned function unsubscribes. */
  on<K extends keyof E>(type: K, handler: (payload: E[K]) => void): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler);
    return () => this.off(type, handler);
  }

  off<K extends keyof E>(type: K, handler: (payload: E[K]) => void): void {
    this.handlers.get(type)?.delete(handler);
  }

  /** Calls every handler of `type`; a throwing handler is logged and never stops the others. */
  emit<K extends keyof E>(type: K, payload: E[K]): void {
    const set = this.handlers.get(type);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`[socket] ${String(type)} 处理失败`, error);
      }
    }
  }

  listenerCount(type: keyof E): number {
    return this.handlers.get(type)?.size ?? 0;
  }

  clear(): void {
    this.handlers.clear();
  }
}
