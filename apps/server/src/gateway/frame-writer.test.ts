import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { Connection } from './connection-registry.ts';
import { createFrameWriter, STREAM_MS, textFrame } from './frame-writer.ts';

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
        sentInTurn: 0,
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

const frame = (n: number, text = '') =>
  textFrame(Buffer.from(JSON.stringify({ type: 'new_message', data: { n, text } })));

describe('the frame writer', () => {
  const nextTurn = () => new Promise((r) => setImmediate(r));

  it('sends a lone frame straight to the socket, uncorked', async () => {
    received.length = 0;
    const writer = createFrameWriter();
    writer.send(conn, frame(1));
    expect(conn.corked).toBe(false);
    expect(conn.tcp!.writableCorked).toBe(0);
    expect(conn.tcp!.writableLength).toBe(0);
    await expect.poll(() => received.length).toBe(1);
    await nextTurn();
  });

  it('holds a socket’s second frame of a turn and the rest back until the turn ends, then sends them in order', async () => {
    received.length = 0;
    const writer = createFrameWriter();
    for (let n = 1; n <= 3; n++) writer.send(conn, frame(n));
    expect(conn.corked).toBe(true);
    expect(conn.tcp!.writableCorked).toBeGreaterThan(0);
    expect(conn.tcp!.writableLength).toBeGreaterThan(0);
    await nextTurn();
    expect(conn.corked).toBe(false);
    expect(conn.tcp!.writableCorked).toBe(0);
    await expect.poll(() => received.length).toBe(3);
    expect(received.map((r) => JSON.parse(r).data.n)).toEqual([1, 2, 3]);
  });

  it('corks at the first frame while frames come as a stream, and writes straight again after a quiet spell', async () => {
    received.length = 0;
    const writer = createFrameWriter();
    writer.send(conn, frame(1));
    writer.send(conn, frame(2));
    await nextTurn();
    // The last turn sent the socket two frames: this turn's first frame is held back.
    writer.send(conn, frame(3));
    expect(conn.corked).toBe(true);
    await nextTurn();
    // Still within the stream's time: held back, though the last turn had one frame.
    writer.send(conn, frame(4));
    expect(conn.corked).toBe(true);
    await nextTurn();
    await new Promise((r) => setTimeout(r, STREAM_MS + 5));
    // No socket was sent two frames in a turn for STREAM_MS: the next frame goes straight out.
    writer.send(conn, frame(5));
    expect(conn.corked).toBe(false);
    await nextTurn();
    await expect.poll(() => received.length).toBe(5);
    expect(received.map((r) => JSON.parse(r).data.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the order of frames sent straight to the socket between the writer’s', async () => {
    received.length = 0;
    const writer = createFrameWriter();
    writer.send(conn, frame(4));
    conn.socket.send(JSON.stringify({ type: 'heartbeat_response', data: {} }));
    writer.send(conn, frame(5));
    await nextTurn();
    writer.send(conn, frame(6));
    await expect.poll(() => received.length).toBe(4);
    expect(received.map((r) => JSON.parse(r).type === 'heartbeat_response' || JSON.parse(r).data.n)).toEqual([
      4,
      true,
      5,
      6,
    ]);
    await nextTurn();
  });

  it('writes each frame framed once, as one buffer, whatever its length (7-, 16- and 64-bit lengths)', async () => {
    received.length = 0;
    const sender = (conn.socket as unknown as { _sender: { sendFrame(list: Buffer[]): void } })._sender;
    const sendFrame = vi.spyOn(sender, 'sendFrame');
    const texts = ['短', '彩聊'.repeat(100), '开奖'.repeat(20_000)];
    const frames = texts.map((text, i) => frame(i, text));
    const writer = createFrameWriter();
    for (const f of frames) writer.send(conn, f);
    expect(sendFrame.mock.calls.map(([list]) => list)).toEqual(frames.map((f) => [f.wire]));
    sendFrame.mockRestore();
    await expect.poll(() => received.length).toBe(3);
    expect(received.map((r) => JSON.parse(r).data.text)).toEqual(texts);
  });

  it('sends through ws where the socket compresses (a frame framed once cannot be)', async () => {
    const deflating = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: true });
    await new Promise((r) => deflating.once('listening', r));
    const accepted = new Promise<Connection>((resolve) =>
      deflating.once('connection', (socket, request) =>
        resolve({
          ...conn,
          id: 'c2',
          socket,
          tcp: request.socket as Socket,
          corked: false,
          sentInTurn: 0,
        }),
      ),
    );
    const other = new WebSocket(`ws://127.0.0.1:${(deflating.address() as { port: number }).port}/`);
    const got: string[] = [];
    other.on('message', (raw) => got.push(raw.toString()));
    const compressing = await accepted;
    expect(compressing.socket.extensions).toContain('permessage-deflate');
    const text = '开奖'.repeat(1000);
    createFrameWriter().send(compressing, frame(8, text));
    await expect.poll(() => got.length).toBe(1);
    expect(JSON.parse(got[0]!).data.text).toBe(text);
    other.close();
    await new Promise((r) => deflating.close(r));
  });

  it('sends at once where it has no TCP socket to cork', async () => {
    received.length = 0;
    const writer = createFrameWriter();
    writer.send({ ...conn, tcp: undefined, corked: false, sentInTurn: 0 }, frame(7));
    await expect.poll(() => received.length).toBe(1);
  });
});
