import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { Connection } from './connection-registry.ts';
import { createFrameWriter } from './frame-writer.ts';

let wss: WebSocketServer;
let conn: Connection;
let client: WebSocket;
const received: string[] = [];

beforeAll(async () => {
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  const accepted = new Promise<Connection>((resolve) =>
    wss.once('connection', (socket, request) =>
      resolve({
        id: 'c1',
        socket,
        tcp: request.socket as Socket,
        corked: false,
        userId: 1,
        tokenHash: 'h',
        lastSeen: 0,
        windowStart: 0,
        framesInWindow: 0,
      }),
    ),
  );
  client = new WebSocket(`ws://127.0.0.1:${(wss.address() as { port: number }).port}/`);
  client.on('message', (raw, isBinary) => received.push(isBinary ? 'binary' : raw.toString()));
  conn = await accepted;
});
afterAll(async () => {
  client.close();
  await new Promise((r) => wss.close(r));
});

const frame = (n: number) => Buffer.from(JSON.stringify({ type: 'new_message', data: { n } }));

describe('the frame writer', () => {
  it('holds a turn’s frames to a socket back until the turn ends, then sends them all in order, as text', async () => {
    received.length = 0;
    const writer = createFrameWriter();
    for (let n = 1; n <= 3; n++) writer.send(conn, frame(n));
    // Within the turn: corked, nothing on the wire yet.
    expect(conn.corked).toBe(true);
    expect(conn.tcp!.writableCorked).toBeGreaterThan(0);
    expect(conn.tcp!.writableLength).toBeGreaterThan(0);
    await new Promise((r) => setImmediate(r));
    expect(conn.corked).toBe(false);
    expect(conn.tcp!.writableCorked).toBe(0);
    await expect.poll(() => received.length).toBe(3);
    expect(received.map((r) => JSON.parse(r).data.n)).toEqual([1, 2, 3]);
  });

  it('corks again on the next turn, and a frame sent straight to the socket keeps its place', async () => {
    received.length = 0;
    const writer = createFrameWriter();
    writer.send(conn, frame(4));
    conn.socket.send(JSON.stringify({ type: 'heartbeat_response', data: {} }));
    writer.send(conn, frame(5));
    await new Promise((r) => setImmediate(r));
    writer.send(conn, frame(6));
    expect(conn.corked).toBe(true);
    await expect.poll(() => received.length).toBe(4);
    expect(received.map((r) => JSON.parse(r).type === 'heartbeat_response' || JSON.parse(r).data.n)).toEqual([
      4,
      true,
      5,
      6,
    ]);
  });

  it('sends at once where it has no TCP socket to cork', async () => {
    received.length = 0;
    const writer = createFrameWriter();
    writer.send({ ...conn, tcp: undefined, corked: false }, frame(7));
    await expect.poll(() => received.length).toBe(1);
  });
});
