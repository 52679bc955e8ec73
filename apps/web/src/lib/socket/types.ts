import type { IncomingType, SocketFrame } from './frames';

/** SPEC.md §4 socket states: connected means the socket is open. */
export type SocketState = 'idle' | 'connecting' | 'connected' | 'closed';

/** The part of the browser WebSocket the client uses (tests pass a fake). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Where `online`/`offline` events come from (the window). */
export interface NetworkEvents {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

type FrameEvents = { [K in Exclude<IncomingType, 'connection'>]: unknown };

/** Every event of the client; frame events carry the frame's `data`. */
export interface SocketEvents extends FrameEvents {
  state: SocketState;
  open: undefined;
  close: { code: number; reason: string };
  /** `connection` with status connected; `reconnected` is false for the session's first one. */
  authenticated: { userId?: number; reconnected: boolean };
  auth_failed: unknown;
  /** Gave up after the last reconnect attempt. */
  reconnect_failed: { attempts: number };
  connection: unknown;
  /** A valid frame of a type this client does not know (the whole frame). */
  unknown: SocketFrame;
}

export interface ChatSocketOptions {
  getToken: () => string | null;
  /**
   * A single-use socket ticket for the session (POST /api/auth/socket-ticket), fetched before each
   * connect and reconnect and sent as the address's `token` in place of the long-lived token.
   * Without it the token itself is sent (SPEC.md §4's other clients; tests of other behaviour).
   */
  getTicket?: () => Promise<string>;
  /**
   * Builds the socket address from the ticket or token and the server's API base ('' for the main
   * one; default: same origin /api/ws/chat, or the backup's origin).
   */
  buildUrl?: (token: string, baseUrl: string) => string;
  /**
   * API bases of the backup servers (SPEC.md §8), the list the HTTP client fails over to; the
   * reconnects move to them after the main address failed its retries.
   */
  backupBaseUrls?: () => string[];
  /** Reconnect attempts at one address before the next is tried (default: the HTTP retries, 2). */
  retriesPerServer?: number;
  createSocket?: (url: string) => WebSocketLike;
  /** Shows the reconnect-failure notice. */
  notify?: (message: string) => void;
  network?: NetworkEvents | null;
  logger?: Pick<Console, 'error' | 'warn'>;
  heartbeatMs?: number;
  maxReconnects?: number;
  reconnectBaseMs?: number;
  networkReturnDelayMs?: number;
  queueLimit?: number;
}

export type SendResult = 'sent' | 'queued' | 'dropped';
