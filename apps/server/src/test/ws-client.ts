import WebSocket from 'ws';

export interface TestSocket {
  ws: WebSocket;
  frames: { type: string; data: any; timestamp?: number }[];
  /** Resolves with the first frame (already received or future) matching the predicate. */
  next(
    pred: (f: { type: string; data: any }) => boolean,
    timeoutMs?: number,
  ): Promise<{ type: string; data: any }>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
}

/** Opens a real WebSocket to a listening test app and records every frame. */
export function connectSocket(url: string, headers?: Record<string, string>): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const frames: TestSocket['frames'] = [];
    const waiters: { pred: (f: any) => boolean; resolve: (f: any) => void }[] = [];
    const closed = new Promise<{ code: number; reason: string }>((r) =>
      ws.on('close', (code, reason) => r({ code, reason: reason.toString() })),
    );
    ws.on('message', (raw) => {
      const f = JSON.parse(raw.toString());
      frames.push(f);
      for (const w of [...waiters]) {
        if (w.pred(f)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(f);
        }
      }
    });
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        // 15 s: frames that cross Redis to another process arrive late under a full CI run,
        // and a wait that runs out only turns a slow pass into a failure.
        next(pred, timeoutMs = 15_000) {
          const found = frames.find(pred);
          if (found) return Promise.resolve(found);
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error('timed out waiting for frame')), timeoutMs);
            waiters.push({
              pred,
              resolve: (f) => {
                clearTimeout(timer);
                res(f);
              },
            });
          });
        },
      }),
    );
  });
}
