import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { bearer, registerPlayer } from '../../test/test-app.ts';

/** Test helpers for chat: a JSON client bound to a token, friendships, groups and real sockets. */

export interface Player {
  token: string;
  id: number;
  username: string;
  nickname: string;
}

export async function newPlayer(app: FastifyInstance): Promise<Player> {
  const p = await registerPlayer(app);
  return { token: p.token, id: p.user.id, username: p.user.username, nickname: p.user.nickname };
}

/** Calls the API as `p`; answers status and parsed body. */
export function as(app: FastifyInstance, p: Player) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: bearer(p.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: res.statusCode,
      body: res.json() as { success: boolean; code: string; message: string; data: any; errors: any[] },
    };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown = {}) => call('PUT', url, payload),
    del: (url: string, payload?: unknown) => call('DELETE', url, payload),
  };
}

export async function befriend(app: FastifyInstance, a: Player, b: Player) {
  const sent = await as(app, a).post('/api/chat/friends/request', { friendId: b.id });
  if (sent.status !== 200) throw new Error(`request failed: ${JSON.stringify(sent.body)}`);
  const accepted = await as(app, b).put(`/api/chat/friends/request/${sent.body.data.request.id}/accept`, {});
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
}

/** Creates a group owned by `owner` and has every other player join by its code. */
export async function groupOf(app: FastifyInstance, owner: Player, others: Player[], name = '测试群') {
  const created = await as(app, owner).post('/api/chat/groups', { name });
  if (created.status !== 200) throw new Error(`create group failed: ${JSON.stringify(created.body)}`);
  for (const p of others) {
    const joined = await as(app, p).post('/api/chat/groups/join', { joinCode: created.body.data.joinCode });
    if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  }
  return created.body.data as { id: number; joinCode: string; conversationId: string };
}

export interface Frame {
  type: string;
  data: any;
  timestamp: number;
}

/** A real WebSocket client that records every frame it receives. */
export class TestSocket {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(frame)) return true;
        w.resolve(frame);
        return false;
      });
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Opens a socket and waits for the `connection` frame (and the presence hello after it). */
  static async open(baseUrl: string, token: string): Promise<TestSocket> {
    const ws = new WebSocket(
      `${baseUrl.replace(/^http/, 'ws')}/api/ws/chat?token=${token}&platform=h5&version=1.0.0`,
    );
    const s = new TestSocket(ws);
    await s.next('friends_online_status');
    return s;
  }

  /** The first frame (already received or coming) of a type that passes `test`. */
  next(type: string, test: (data: any) => boolean = () => true, timeoutMs = 5000): Promise<Frame> {
    const match = (f: Frame) => f.type === type && test(f.data);
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${type}`)), timeoutMs);
      this.waiters.push({
        test: match,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
      });
    });
  }

  of(type: string): Frame[] {
    return this.frames.filter((f) => f.type === type);
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async close() {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING)
      this.ws.close(1000);
    await this.closed;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
