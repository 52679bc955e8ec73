import { APP_VERSION, LIMITS } from '@cailiao/domain';
import { BoundedQueue } from './bounded-queue';
import { Emitter } from './emitter';
import { decodeFrame, type SocketFrame } from './frames';
import type { ChatSocketOptions, SendResult, SocketEvents, SocketState, WebSocketLike } from './types';

export const NORMAL_CLOSE = 1000;
export const RECONNECT_FAILED_TEXT = '连接失败，请检查网络';
const OPEN = 1;

/**
 * The address of SPEC.md §7: /api/ws/chat?token=&platform=h5&version= (token: a ticket), on the
 * page's own origin, or on `baseUrl` when given (a backup server's API base, as the HTTP client
 * uses it: `https://b1.example` answers `wss://b1.example/api/ws/chat?…`).
 */
export function defaultSocketUrl(token: string, baseUrl = ''): string {
  const query = `token=${encodeURIComponent(token)}&platform=h5&version=${APP_VERSION}`;
  const path = `/api/ws/chat?${query}`;
  const base = baseUrl.replace(/\/+$/, '');
  if (/^(http|ws)s?:\/\//i.test(base)) return `${base.replace(/^http/i, 'ws')}${path}`;
  // No origin of its own (none, or a path on this one, as the HTTP client joins it): the page's.
  const { protocol, host } = window.location;
  const scheme = protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${host}${base && !base.startsWith('/') ? '/' : ''}${base}${path}`;
}

/**
 * The chat socket of SPEC.md §4: heartbeat while open, reconnect after abnormal closes (3 s × attempt,
 * at most 5 attempts, then a failure notice), no reconnect after a normal close (1000) or a refused
 * token, disconnect when the network goes and reconnect 1 s after it returns. Frames sent before
 * the socket is authenticated wait in a bounded queue.
 *
 * Backup servers (SPEC.md §8, the HTTP client's list): the reconnects go to the address that last
 * opened (the main one at first) for `retriesPerServer` attempts, then to the next address of
 * [main, ...backups] for as many, round the list, within the same 5 attempts; an address that
 * opens becomes the one reconnects start from, until disconnect().
 */
export class ChatSocket {
  readonly events = new Emitter<SocketEvents>();
  private readonly opts: Required<
    Omit<ChatSocketOptions, 'network' | 'notify' | 'getTicket' | 'backupBaseUrls'>
  > &
    Pick<ChatSocketOptions, 'network' | 'notify' | 'getTicket' | 'backupBaseUrls'>;
  private socket: WebSocketLike | null = null;
  /** Counts openings; a ticket that arrives after a newer opening or a shutdown is dropped. */
  private opening = 0;
  /** True while a ticket is on its way (an opening is under way, as if a socket existed). */
  private fetchingTicket = false;
  private currentState: SocketState = 'idle';
  private authed = false;
  /** True while the session wants a connection (connect() called, not disconnected). */
  private wanted = false;
  private everAuthenticated = false;
  private attempts = 0;
  /** The address reconnects start from: the one that last opened ('' is the main one). */
  private home = '';
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private networkTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly queue: BoundedQueue<SocketFrame>;
  private listening = false;

  constructor(options: ChatSocketOptions) {
    this.opts = {
      buildUrl: defaultSocketUrl,
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      logger: console,
      heartbeatMs: LIMITS.socketHeartbeatMs,
      maxReconnects: LIMITS.socketMaxReconnects,
      reconnectBaseMs: LIMITS.socketReconnectBaseMs,
      retriesPerServer: LIMITS.requestRetries,
      networkReturnDelayMs: LIMITS.socketNetworkReturnDelayMs,
      queueLimit: 100,
      ...options,
      network: options.network === undefined && typeof window !== 'undefined' ? window : options.network,
    };
    this.queue = new BoundedQueue(this.opts.queueLimit);
  }

  get state(): SocketState {
    return this.currentState;
  }

  /** The server accepted the token on this socket. */
  get authenticated(): boolean {
    return this.authed;
  }

  get reconnectAttempts(): number {
    return this.attempts;
  }

  get queuedCount(): number {
    return this.queue.size;
  }

  /** Opens the channel for the current session; false (and 未找到用户token logged) without a token. */
  connect(): boolean {
    const token = this.opts.getToken();
    if (!token) {
      this.opts.logger.error('未找到用户token');
      return false;
    }
    this.wanted = true;
    this.listenToNetwork(true);
    if (this.socket || this.fetchingTicket) return true;
    this.clearTimer('reconnect');
    this.open(token);
    return true;
  }

  /** Ends the channel: no reconnect, queue emptied (logout, refused token). */
  disconnect(): void {
    this.wanted = false;
    this.everAuthenticated = false;
    this.attempts = 0;
    this.home = '';
    this.queue.clear();
    this.listenToNetwork(false);
    this.shutDown();
  }

  /** Sends a frame now if authenticated; otherwise queues it (bounded) unless `queue` is false. */
  send(frame: { type: string; data?: unknown }, options: { queue?: boolean } = {}): SendResult {
    const full: SocketFrame = { ...frame, timestamp: Date.now() };
    if (this.socket && this.authed && this.socket.readyState === OPEN) {
      this.socket.send(JSON.stringify(full));
      return 'sent';
    }
    if (options.queue === false) {
      this.opts.logger.error('WebSocket未连接，消息未发送', frame.type);
      return 'dropped';
    }
    const dropped = this.queue.push(full);
    if (dropped) this.opts.logger.error('待发送队列已满，丢弃最早的消息', dropped.type);
    return 'queued';
  }

  private setState(next: SocketState): void {
    if (this.currentState === next) return;
    this.currentState = next;
    this.events.emit('state', next);
  }

  /** Opens a socket: with a fresh ticket when the client has a ticket source, else the token. */
  private open(token: string): void {
    this.setState('connecting');
    const getTicket = this.opts.getTicket;
    if (!getTicket) {
      this.openSocket(token);
      return;
    }
    const opening = ++this.opening;
    this.fetchingTicket = true;
    getTicket().then(
      (ticket) => {
        if (opening !== this.opening) return;
        this.fetchingTicket = false;
        if (this.wanted && !this.socket) this.openSocket(ticket);
      },
      (error: unknown) => {
        if (opening !== this.opening) return;
        this.fetchingTicket = false;
        if (!this.wanted) return;
        const status = (error as { status?: unknown } | null)?.status;
        if (status === 401 || status === 403) {
          // The session itself is refused: the same as a refused token on the socket.
          this.opts.logger.error('WebSocket认证失败');
          this.events.emit('auth_failed', { status: 'auth_failed' });
          this.disconnect();
          return;
        }
        this.opts.logger.warn('获取实时连接凭证失败', error);
        this.onClosed(1006, 'ticket failed');
      },
    );
  }

  /** The main address ('') and the configured backups, each once. */
  private servers(): string[] {
    const backups = this.opts.backupBaseUrls?.() ?? [];
    return ['', ...backups.filter((b, i) => typeof b === 'string' && b && backups.indexOf(b) === i)];
  }

  /**
   * The address of this opening: the home address for the first connect and the first
   * `retriesPerServer` reconnects, then the next address of the list for as many, and so on.
   */
  private serverForAttempt(): string {
    const servers = this.servers();
    const start = Math.max(0, servers.indexOf(this.home));
    const per = Math.max(1, this.opts.retriesPerServer);
    const moves = this.attempts === 0 ? 0 : Math.floor((this.attempts - 1) / per);
    return servers[(start + moves) % servers.length] ?? '';
  }

  private openSocket(token: string): void {
    let socket: WebSocketLike;
    const server = this.serverForAttempt();
    if (server !== this.home) this.opts.logger.warn('WebSocket改用地址', server || '主地址');
    try {
      socket = this.opts.createSocket(this.opts.buildUrl(token, server));
    } catch (error) {
      this.opts.logger.error('WebSocket创建失败', error);
      this.onClosed(1006, 'create failed');
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.attempts = 0;
      this.home = server;
      this.setState('connected');
      // SPEC.md §7 outgoing `connection`: says who is on the line; the server answers with its
      // own `connection` frame (status connected), which a socket already authenticated ignores.
      socket.send(
        JSON.stringify({
          type: 'connection',
          data: { platform: 'h5', version: APP_VERSION },
          timestamp: Date.now(),
        }),
      );
      this.startHeartbeat();
      this.events.emit('open', undefined);
    };
    socket.onmessage = (event) => {
      if (socket === this.socket) this.receive(event.data);
    };
    socket.onerror = () => {
      if (socket === this.socket) this.opts.logger.warn('WebSocket连接错误');
    };
    socket.onclose = (event) => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.onClosed(event.code, event.reason ?? '');
    };
  }

  private onClosed(code: number, reason: string): void {
    this.stopHeartbeat();
    this.authed = false;
    this.setState('closed');
    this.events.emit('close', { code, reason });
    if (!this.wanted) return;
    if (code === NORMAL_CLOSE) {
      // A normal close is the server ending the session on purpose: no reconnect.
      this.wanted = false;
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.attempts >= this.opts.maxReconnects) {
      this.opts.logger.error(`WebSocket重连失败，已重试${this.attempts}次`);
      this.opts.notify?.(RECONNECT_FAILED_TEXT);
      this.events.emit('reconnect_failed', { attempts: this.attempts });
      return;
    }
    this.attempts += 1;
    const delay = this.opts.reconnectBaseMs * this.attempts;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.reopen();
    }, delay);
  }

  /** Opens again if the session still wants the channel and no socket is open. */
  private reopen(): void {
    if (!this.wanted || this.socket || this.fetchingTicket) return;
    const token = this.opts.getToken();
    if (!token) {
      this.opts.logger.error('未找到用户token');
      return;
    }
    this.open(token);
  }

  private receive(raw: unknown): void {
    const decoded = decodeFrame(raw);
    if (!decoded.ok) {
      this.opts.logger.error(decoded.problem, decoded.value ?? raw);
      return;
    }
    const { frame, type } = decoded;
    if (type === 'unknown') this.events.emit('unknown', frame);
    else if (type === 'connection') this.onConnectionFrame(frame.data);
    else this.events.emit(type, frame.data);
  }

  private onConnectionFrame(data: unknown): void {
    this.events.emit('connection', data);
    const status = (data as { status?: unknown } | null)?.status;
    if (status === 'connected') {
      // The answer to our own `connection` frame: this socket is authenticated already.
      if (this.authed) return;
      const reconnected = this.everAuthenticated;
      this.authed = true;
      this.everAuthenticated = true;
      this.flushQueue();
      const userId = (data as { userId?: unknown }).userId;
      this.events.emit('authenticated', {
        userId: typeof userId === 'number' ? userId : undefined,
        reconnected,
      });
    } else if (status === 'auth_failed') {
      this.opts.logger.error('WebSocket认证失败');
      this.events.emit('auth_failed', data);
      this.disconnect();
    }
  }

  private flushQueue(): void {
    for (const frame of this.queue.drain()) this.socket?.send(JSON.stringify(frame));
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      if (this.socket?.readyState === OPEN) {
        this.socket.send(JSON.stringify({ type: 'heartbeat', timestamp: Date.now() }));
      }
    }, this.opts.heartbeatMs);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== null) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private clearTimer(which: 'reconnect' | 'network'): void {
    const key = which === 'reconnect' ? 'reconnectTimer' : 'networkTimer';
    if (this[key] !== null) clearTimeout(this[key]);
    this[key] = null;
  }

  /** Closes the socket without triggering a reconnect; keeps `wanted` as it is. */
  private shutDown(): void {
    this.clearTimer('reconnect');
    this.clearTimer('network');
    // A ticket still on its way opens nothing.
    this.opening++;
    this.fetchingTicket = false;
    const socket = this.socket;
    this.socket = null;
    this.stopHeartbeat();
    this.authed = false;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      try {
        socket.close(NORMAL_CLOSE, 'client disconnect');
      } catch {
        // already closed
      }
    }
    if (this.currentState !== 'idle') this.setState('closed');
  }

  private readonly onOffline = () => {
    // Network lost: disconnect, but keep wanting the channel for when it returns.
    this.shutDown();
  };

  private readonly onOnline = () => {
    this.clearTimer('network');
    this.networkTimer = setTimeout(() => {
      this.networkTimer = null;
      if (!this.wanted || this.socket) return;
      this.clearTimer('reconnect');
      this.attempts = 0;
      this.reopen();
    }, this.opts.networkReturnDelayMs);
  };

  private listenToNetwork(on: boolean): void {
    const network = this.opts.network;
    if (!network || on === this.listening) return;
    this.listening = on;
    if (on) {
      network.addEventListener('online', this.onOnline);
      network.addEventListener('offline', this.onOffline);
    } else {
      network.removeEventListener('online', this.onOnline);
      network.removeEventListener('offline', this.onOffline);
    }
  }
}
