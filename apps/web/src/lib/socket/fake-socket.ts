import type { NetworkEvents, WebSocketLike } from './types';

/** A WebSocket stand-in for tests: records what was sent, lets the test open, close and push frames. */
export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: WebSocketLike['onopen'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onerror: WebSocketLike['onerror'] = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket created');
    return socket;
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  /** Parsed frames sent so far. */
  get frames(): Array<{ type: string; data?: unknown; timestamp?: number }> {
    return this.sent.map((s) => JSON.parse(s));
  }

  serverOpen(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** The server's `connection` frame: authenticated. */
  serverAccept(userId = 7): void {
    this.push({ type: 'connection', data: { status: 'connected', userId }, timestamp: Date.now() });
  }

  push(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  serverClose(code: number, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

/** A window stand-in for online/offline events. */
export class FakeNetwork implements NetworkEvents {
  private listeners = new Map<string, Set<() => void>>();

  addEventListener(type: 'online' | 'offline', listener: () => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: 'online' | 'offline', listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  fire(type: 'online' | 'offline'): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }

  count(type: 'online' | 'offline'): number {
    return this.listeners.get(type)?.size ?? 0;
  }
}
