import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

export interface Connection {
  /** Unique per socket across processes (presence rows are keyed by it). */
  id: string;
  socket: WebSocket;
  /** The TCP socket under `socket`, corked while a stream's frames gather (frame-writer.ts). */
  tcp: Socket | undefined;
  /** Whether `tcp` is corked until the end of this turn (frame-writer.ts). */
  corked: boolean;
  /** The turn in which this socket was last sent a frame, 0 for none (frame-writer.ts). */
  sentInTurn: number;
  userId: number;
  tokenHash: string;
  lastSeen: number;
  windowStart: number;
  framesInWindow: number;
}

/** The sockets this process holds, by user. */
export class ConnectionRegistry {
  // Arrays, not Sets: a group message walks 500 users' lists, and an array is the cheapest walk.
  private readonly byUser = new Map<number, Connection[]>();
  private count = 0;

  add(conn: Connection): void {
    const list = this.byUser.get(conn.userId);
    if (list) list.push(conn);
    else this.byUser.set(conn.userId, [conn]);
    this.count++;
  }

  remove(conn: Connection): void {
    const list = this.byUser.get(conn.userId);
    const at = list?.indexOf(conn) ?? -1;
    if (!list || at < 0) return;
    list.splice(at, 1);
    this.count--;
    if (list.length === 0) this.byUser.delete(conn.userId);
  }

  ofUser(userId: number): readonly Connection[] {
    return this.byUser.get(userId) ?? NONE;
  }

  isOnline(userId: number): boolean {
    return this.byUser.has(userId);
  }

  *all(): Iterable<Connection> {
    for (const list of this.byUser.values()) yield* list;
  }

  get size(): number {
    return this.count;
  }
}

const NONE: readonly Connection[] = [];
