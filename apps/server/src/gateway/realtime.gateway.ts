import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Frame, WsCloseCode } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { BusEvent } from '../platform/events/event-bus.ts';
import { bearerToken } from '../platform/http/auth-guard.ts';
import { reportOpenSockets } from '../platform/metrics.ts';
import { type Connection, ConnectionRegistry } from './connection-registry.ts';
import type { GatewayContext } from './context.ts';
import { deliveriesOf } from './event-frames.ts';
import { createFrameWriter, type OutgoingFrame, textFrame } from './frame-writer.ts';
import { registerWebSocketPlugin } from './websocket-plugin.ts';

/** Where sockets connect (SPEC.md §4; `/ws` is the short form). */
const SOCKET_PATHS = ['/api/ws/chat', '/ws'] as const;
const FLOOD_WINDOW_MS = 10_000;
const FLOOD_MAX_FRAMES = 60;
const MAX_FRAME_BYTES = 16 * 1024;

export type FrameHandler = (conn: Connection, frame: Frame) => void | Promise<void>;
/** Runs when an authenticated socket opens (after its `connection` frame) or closes. */
export type ConnectionHook = (conn: Connection) => void | Promise<void>;

const send = (socket: WebSocket, type: string, data: unknown) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type, data, timestamp: Date.now() }));
};

/**
 * Lets go of what the upgrade left attached to a socket for its whole life (heap per idle socket,
 * bench/chat.bench.ts): @fastify/websocket's `error` listener closes over the Fastify request and
 * reply (headers, child logger, the raw request), and the HTTP response it assigned to the TCP
 * socket keeps the raw request too. Errors are still logged and the socket still dropped.
 */
function releaseUpgradeRequest(socket: WebSocket, request: FastifyRequest, log: FastifyBaseLogger) {
  const tcp = request.raw.socket as (Socket & { _httpMessage?: ServerResponse | null }) | undefined;
  if (tcp?._httpMessage) tcp._httpMessage.detachSocket(tcp);
  socket.removeAllListeners('error');
  socket.on('error', function onSocketError(this: WebSocket, err: Error) {
    log.warn({ err }, 'socket error');
    this.terminate();
  });
}

/**
 * The WebSocket gateway of one process: authenticates sockets, answers heartbeats, validates
 * frames, closes idle and flooding sockets, and delivers bus events to the sockets it holds.
 * Later modules register handlers for their client frame types with `onFrame`.
 */
export async function registerRealtimeGateway(app: FastifyInstance, ctx: GatewayContext) {
  await registerWebSocketPlugin(app, SOCKET_PATHS);
  const registry = new ConnectionRegistry();
  reportOpenSockets(() => registry.size);
  const handlers = new Map<string, FrameHandler>();
  const connectHooks: ConnectionHook[] = [];
  const disconnectHooks: ConnectionHook[] = [];
  const shutdownHooks: (() => Promise<void>)[] = [];
  const runHooks = (hooks: ConnectionHook[], conn: Connection) => {
    for (const hook of hooks) {
      Promise.resolve()
        .then(() => hook(conn))
        .catch((err) => app.log.warn({ err }, 'socket lifecycle hook failed'));
    }
  };
  const idleMs = LIMITS.serverIdleCloseMs;
  const writer = createFrameWriter();

  const unsubscribe = ctx.bus.subscribe((event: BusEvent) => {
    if (event.type === 'SessionRevoked') {
      for (const conn of [...registry.ofUser(event.userId)]) {
        if (
          event.tokenHashes === 'all-but'
            ? conn.tokenHash !== event.keepTokenHash
            : event.tokenHashes.includes(conn.tokenHash)
        ) {
          send(conn.socket, 'connection', { status: 'auth_failed', reason: 'session_revoked' });
          conn.socket.close(WsCloseCode.authFailed, 'session revoked');
        }
      }
    } else if (event.type === 'BusReconnected') {
      // Events of other processes may have been missed while Redis was away: every client
      // fetches what it lacks (conversations by seq, balances, issues).
      for (const conn of registry.all()) send(conn.socket, 'resync', { reason: 'bus_reconnected' });
    }
    for (const { userIds, frames } of deliveriesOf(event)) {
      // Serialise, encode and frame each frame once, however many sockets receive it (a group of
      // 500 is common): a string would be measured and UTF-8 encoded again for every socket.
      let payloads: OutgoingFrame[] | undefined;
      const deliver = (conn: Connection) => {
        if (conn.socket.readyState !== conn.socket.OPEN) return;
        payloads ??= frames.map((f) =>
          textFrame(Buffer.from(JSON.stringify({ type: f.type, data: f.data, timestamp: Date.now() }))),
        );
        for (const p of payloads) writer.send(conn, p);
      };
      if (userIds === 'everyone') {
        for (const conn of registry.all()) deliver(conn);
      } else {
        // Each user once (a list may name one twice), walked in place: no array per message.
        for (const id of userIds.length > 1 ? new Set(userIds) : userIds) {
          for (const conn of registry.ofUser(id)) deliver(conn);
        }
      }
    }
  });

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const conn of [...registry.all()]) {
        if (now - conn.lastSeen > idleMs) conn.socket.close(WsCloseCode.idle, 'idle');
      }
    },
    Math.min(10_000, idleMs / 3),
  );
  sweep.unref();

  async function onConnection(socket: WebSocket, request: FastifyRequest) {
    // Buffer frames that arrive while the token is being checked, so none is lost or unvalidated.
    const early: Buffer[] = [];
    const buffer = (raw: Buffer) => early.push(raw);
    socket.on('message', buffer);
    const token = bearerToken(request);
    const tcp = request.raw.socket as Socket | undefined;
    releaseUpgradeRequest(socket, request, app.log);
    const auth = await ctx.services.auth.authenticateSocket(token);
    socket.off('message', buffer);
    if (!auth) {
      send(socket, 'connection', { status: 'auth_failed' });
      socket.close(WsCloseCode.authFailed, 'auth failed');
      return;
    }
    const now = Date.now();
    const conn: Connection = {
      id: randomUUID(),
      socket,
      tcp,
      corked: false,
      sentInTurn: 0,
      userId: auth.userId,
      tokenHash: auth.tokenHash,
      lastSeen: now,
      windowStart: now,
      framesInWindow: 0,
    };
    registry.add(conn);
    socket.on('close', () => {
      registry.remove(conn);
      if (!closing) runHooks(disconnectHooks, conn);
    });
    socket.on('message', (raw: Buffer) => void onMessage(conn, raw));
    send(socket, 'connection', { status: 'connected', userId: auth.userId });
    runHooks(connectHooks, conn);
    for (const raw of early) await onMessage(conn, raw);
  }

  async function onMessage(conn: Connection, raw: Buffer) {
    const now = Date.now();
    conn.lastSeen = now;
    if (now - conn.windowStart > FLOOD_WINDOW_MS) {
      conn.windowStart = now;
      conn.framesInWindow = 0;
    }
    if (++conn.framesInWindow > FLOOD_MAX_FRAMES) {
      conn.socket.close(WsCloseCode.flood, 'too many frames');
      return;
    }
    if (raw.length > MAX_FRAME_BYTES)
      return send(conn.socket, 'error', { code: 'FRAME_TOO_LARGE', message: '消息帧过大' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      return send(conn.socket, 'error', { code: 'INVALID_FRAME', message: '消息帧不是有效的JSON' });
    }
    const frame = Frame.safeParse(parsed);
    if (!frame.success || typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return send(conn.socket, 'error', { code: 'INVALID_FRAME', message: '消息帧格式不正确' });
    }
    const { type, timestamp } = frame.data;
    if (type === 'heartbeat' || type === 'ping') {
      return send(conn.socket, 'heartbeat_response', { timestamp: timestamp ?? now });
    }
    // The client's `connection` frame (SPEC.md §7), sent as its socket opens: answered like the hello.
    if (type === 'connection')
      return send(conn.socket, 'connection', { status: 'connected', userId: conn.userId });
    const handler = handlers.get(type);
    if (!handler)
      return send(conn.socket, 'error', {
        code: 'UNKNOWN_TYPE',
        message: `不支持的消息类型: ${type.slice(0, 32)}`,
      });
    try {
      await handler(conn, frame.data);
    } catch (err) {
      app.log.warn({ err, type }, 'socket frame handler failed');
      send(conn.socket, 'error', { code: 'FRAME_FAILED', message: '处理失败' });
    }
  }

  const wsRoute = { websocket: true } as const;
  for (const path of SOCKET_PATHS) app.get(path, wsRoute, onConnection);

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const hook of shutdownHooks) {
      await hook().catch((err) => app.log.warn({ err }, 'socket shutdown hook failed'));
    }
    clearInterval(sweep);
    unsubscribe();
  });

  return {
    registry,
    onFrame(type: string, handler: FrameHandler) {
      handlers.set(type, handler);
    },
    onConnect(hook: ConnectionHook) {
      connectHooks.push(hook);
    },
    onDisconnect(hook: ConnectionHook) {
      disconnectHooks.push(hook);
    },
    /** Runs before the sockets are closed on shutdown; disconnect hooks do not run after it. */
    onShutdown(hook: () => Promise<void>) {
      shutdownHooks.push(hook);
    },
    /** Sends one frame to one local socket. */
    send(conn: Connection, type: string, data: unknown) {
      send(conn.socket, type, data);
    },
  };
}
export type RealtimeGateway = Awaited<ReturnType<typeof registerRealtimeGateway>>;
