import type WebSocket from 'ws';
import * as ws from 'ws';
import type { Connection } from './connection-registry.ts';

/** A shared payload Buffer still goes out as a text frame (clients parse JSON text). */
const TEXT_FRAME = { binary: false } as const;

/** An event frame's JSON text, and the same as a WebSocket text frame, framed once. */
export interface OutgoingFrame {
  payload: Buffer;
  /** The frame as it goes on the wire: header and payload in one buffer. */
  wire: Buffer;
}

/** ws's framing (exported as `Sender`, though its type declarations leave it out). */
const frameOf = (ws as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } }).Sender
  .frame;

/**
 * Frames a payload once for every socket that receives it: a server's frame is unmasked, and
 * without compression it is the same bytes for every socket, so ws need not build its header (and
 * two option objects) again for each of a group's 500 members.
 */
export function textFrame(payload: Buffer): OutgoingFrame {
  const parts = frameOf(payload, { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: false });
  return { payload, wire: Buffer.concat(parts) };
}

interface ReadySender {
  _state?: number;
  sendFrame?(list: Buffer[]): void;
}

/**
 * The socket's ws sender when a ready frame may go straight to it, as engine.io sends its
 * pre-encoded broadcast frames: no compression negotiated (the server offers none, but a frame
 * framed once cannot be compressed per socket), and nothing queued in the sender (its state 0,
 * DEFAULT; a queued frame must go first). Else undefined, and the frame goes through send().
 * These are ws internals: a version without them falls back to send() rather than failing.
 */
function readySender(socket: WebSocket): ReadySender | undefined {
  if (socket.extensions !== '') return undefined;
  const sender = (socket as unknown as { _sender?: ReadySender })._sender;
  return sender?._state === 0 && typeof sender.sendFrame === 'function' ? sender : undefined;
}

/** How long frames count as a stream after a socket was last sent two in one turn. */
export const STREAM_MS = 20;

/**
 * The last turn opened by any writer. Turns are numbered across writers so that a socket's
 * `sentInTurn` from one writer never matches another's turn.
 */
let lastTurn = 0;

/**
 * Writes event frames. A lone message's frames go straight out, each socket's in one system call,
 * as a bare broadcast's do: holding them back to the end of the turn made every receiver of a
 * group message wait until all 500 had been queued (0.5 ms of a 4.5 ms round, bench/chat.bench.ts).
 * Under a stream of messages a socket is sent more than one frame in a turn; from that frame on,
 * and in every turn that starts within STREAM_MS of one that did so, each socket is corked at its
 * first frame and uncorked once the turn's I/O callbacks have run (setImmediate), so that the
 * messages stored in a turn share one write per socket (the write call per socket was most of a
 * group message's cost). Order is kept: a socket's frames all pass through its one buffer, corked
 * or not.
 */
export function createFrameWriter() {
  /** The sockets corked in this turn. */
  const corked: Connection[] = [];
  /** This writer's open turn (a number from `lastTurn`), or 0 between turns. */
  let turn = 0;
  /** Until when (performance.now()) frames count as a stream. */
  let streamingUntil = 0;
  /** Whether this turn's first frames are corked. */
  let streaming = false;
  /** Whether this turn sent some socket a second frame. */
  let repeated = false;
  const cork = (conn: Connection) => {
    conn.tcp!.cork();
    conn.corked = true;
    corked.push(conn);
  };
  const endTurn = () => {
    for (const conn of corked) {
      conn.corked = false;
      conn.tcp?.uncork();
    }
    corked.length = 0;
    turn = 0;
    if (repeated) streamingUntil = performance.now() + STREAM_MS;
    repeated = false;
  };
  return {
    send(conn: Connection, frame: OutgoingFrame) {
      if (turn === 0) {
        turn = ++lastTurn;
        setImmediate(endTurn);
        streaming = performance.now() < streamingUntil;
      }
      if (conn.sentInTurn !== turn) {
        conn.sentInTurn = turn;
        if (streaming && conn.tcp) cork(conn);
      } else {
        repeated = true;
        if (!conn.corked && conn.tcp) cork(conn);
      }
      const sender = readySender(conn.socket);
      if (sender) sender.sendFrame!([frame.wire]);
      else conn.socket.send(frame.payload, TEXT_FRAME);
    },
  };
}
