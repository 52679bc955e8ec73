import type { Connection } from './connection-registry.ts';

/** A shared payload Buffer still goes out as a text frame (clients parse JSON text). */
const TEXT_FRAME = { binary: false } as const;

/**
 * Writes event frames so that a socket's frames of one event-loop turn leave in one system call:
 * each socket is corked at its first frame of the turn and uncorked once the turn's I/O
 * callbacks have run (setImmediate). The write call per socket was most of a group message's
 * cost (bench/chat.bench.ts); under a burst, messages stored in the same turn now share it, and
 * a lone message waits only for the end of its turn. Order is kept: a socket's frames all pass
 * through its one buffer, corked or not.
 */
export function createFrameWriter() {
  const corked: Connection[] = [];
  const flush = () => {
    for (const conn of corked) {
      conn.corked = false;
      conn.tcp?.uncork();
    }
    corked.length = 0;
  };
  return {
    send(conn: Connection, payload: Buffer) {
      if (!conn.corked && conn.tcp) {
        conn.tcp.cork();
        conn.corked = true;
        if (corked.push(conn) === 1) setImmediate(flush);
      }
      conn.socket.send(payload, TEXT_FRAME);
    },
  };
}
