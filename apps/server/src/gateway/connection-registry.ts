import type { WebSocket } from 'ws';

export interface Connection {
  /** Unique per socket across processes (presence rows are keyed by it). */
  id: string;
  socket: WebSocket;
  userId: number;
  tokenHash: string;
  lastSeen: number;
  windowStart: number;
  framesInWindow: number;
}

/** The sockets this process holds, by user. */
export class ConnectionRegistry {
  private readonly byUser = new Map<number, Set<Connection>>();

  add(conn: Connection): void {
    let set = this.byUser.get(conn.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(conn.userId, set);
    }
    set.add(conn);
  }

  remove(conn: Connection): void {
    const set = this.byUser.get(conn.userId);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.byUser.delete(conn.userId);
  }

  ofUser(userId: number): Iterable<Connection> {
    return this.byUser.get(userId) ?? [];
  }

  isOnline(userId: number): boolean {
    return this.byUser.has(userId);
  }

  *all(): Iterable<Connection> {
    for (const set of this.byUser.values()) yield* set;
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}
