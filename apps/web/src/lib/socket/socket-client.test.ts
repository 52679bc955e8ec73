import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { FakeNetwork, FakeWebSocket } from './fake-socket';
import { ChatSocket, defaultSocketUrl, RECONNECT_FAILED_TEXT } from './socket-client';

let network: FakeNetwork;
let notify: Mock<(message: string) => void>;
let logger: { error: Mock<(...args: unknown[]) => void>; warn: Mock<(...args: unknown[]) => void> };
let token: string | null;

function client(extra: Partial<ConstructorParameters<typeof ChatSocket>[0]> = {}) {
  return new ChatSocket({
    getToken: () => token,
    buildUrl: (t) => `ws://test/api/ws/chat?token=${t}`,
    createSocket: (url) => new FakeWebSocket(url),
    network,
    notify,
    logger,
    ...extra,
  });
}

/** Connects and lets the server open and accept the socket. */
function connected(socket = client()) {
  socket.connect();
  FakeWebSocket.last.serverOpen();
  FakeWebSocket.last.serverAccept();
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  network = new FakeNetwork();
  notify = vi.fn<(message: string) => void>();
  logger = { error: vi.fn<(...args: unknown[]) => void>(), warn: vi.fn<(...args: unknown[]) => void>() };
  token = 'tok';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('address and token', () => {
  it('builds the same-origin address with token, platform and version', () => {
    expect(defaultSocketUrl('a b')).toBe(
      `ws://${window.location.host}/api/ws/chat?token=a%20b&platform=h5&version=1.0.0`,
    );
  });

  it('logs 未找到用户token and stays idle without a token', () => {
    token = null;
    const socket = client();
    expect(socket.connect()).toBe(false);
    expect(logger.error).toHaveBeenCalledWith('未找到用户token');
    expect(socket.state).toBe('idle');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});

describe('states and heartbeat', () => {
  it('goes idle → connecting → connected → closed', () => {
    const socket = client();
    const states: string[] = [];
    socket.events.on('state', (s) => states.push(s));
    socket.connect();
    FakeWebSocket.last.serverOpen();
    socket.disconnect();
    expect(states).toEqual(['connecting', 'connected', 'closed']);
  });

  it('sends a heartbeat every 30 s while open and stops on close', () => {
    connected();
    const ws = FakeWebSocket.last;
    vi.advanceTimersByTime(29_999);
    expect(ws.frames.filter((f) => f.type === 'heartbeat')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(30_000);
    const beats = ws.frames.filter((f) => f.type === 'heartbeat');
    expect(beats).toHaveLength(2);
    expect(beats[0]?.timestamp).toBeGreaterThan(0);
    ws.serverClose(1000);
    vi.advanceTimersByTime(90_000);
    expect(ws.frames.filter((f) => f.type === 'heartbeat')).toHaveLength(2);
  });

  it('a connection frame with status connected authenticates; reconnected is false the first time', () => {
    const socket = client();
    const seen = vi.fn();
    socket.events.on('authenticated', seen);
    socket.connect();
    FakeWebSocket.last.serverOpen();
    expect(socket.authenticated).toBe(false);
    FakeWebSocket.last.serverAccept(42);
    expect(socket.authenticated).toBe(true);
    expect(seen).toHaveBeenCalledWith({ userId: 42, reconnected: false });
  });

  it('sends a connection frame on open, and takes the answer to it as no second authentication', () => {
    const socket = client();
    const seen = vi.fn();
    socket.events.on('authenticated', seen);
    socket.connect();
    const ws = FakeWebSocket.last;
    ws.serverOpen();
    expect(ws.frames).toEqual([
      { type: 'connection', data: { platform: 'h5', version: '1.0.0' }, timestamp: expect.any(Number) },
    ]);
    ws.serverAccept(42);
    ws.serverAccept(42);
    expect(seen).toHaveBeenCalledOnce();
    expect(socket.authenticated).toBe(true);
  });

  it('auth_failed disconnects and never reconnects', () => {
    const socket = client();
    const failed = vi.fn();
    socket.events.on('auth_failed', failed);
    socket.connect();
    const ws = FakeWebSocket.last;
    ws.serverOpen();
    ws.push({ type: 'connection', data: { status: 'auth_failed' } });
    expect(failed).toHaveBeenCalled();
    expect(socket.state).toBe('closed');
    expect(ws.closedWith?.code).toBe(1000);
    ws.serverClose(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('reconnect', () => {
  it('reconnects after 3 s × attempt, at most 5 times, then reports the failure once', () => {
    const socket = client();
    const failed = vi.fn();
    socket.events.on('reconnect_failed', failed);
    socket.connect();
    FakeWebSocket.last.serverClose(1006);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const before = FakeWebSocket.instances.length;
      vi.advanceTimersByTime(3000 * attempt - 1);
      expect(FakeWebSocket.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
      expect(socket.reconnectAttempts).toBe(attempt);
      FakeWebSocket.last.serverClose(1006);
    }
    expect(notify).toHaveBeenCalledWith(RECONNECT_FAILED_TEXT);
    expect(failed).toHaveBeenCalledWith({ attempts: 5 });
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(6);
    expect(socket.state).toBe('closed');
  });

  it('resets the retry counter on open', () => {
    const socket = client();
    socket.connect();
    FakeWebSocket.last.serverClose(1006);
    vi.advanceTimersByTime(3000);
    FakeWebSocket.last.serverClose(1006);
    vi.advanceTimersByTime(6000);
    expect(socket.reconnectAttempts).toBe(2);
    FakeWebSocket.last.serverOpen();
    expect(socket.reconnectAttempts).toBe(0);
    FakeWebSocket.last.serverClose(4408);
    const before = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(3000);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
  });

  it('does not reconnect after a normal close (1000)', () => {
    const socket = connected();
    FakeWebSocket.last.serverClose(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.state).toBe('closed');
    expect(notify).not.toHaveBeenCalled();
  });

  it('does not reconnect after disconnect()', () => {
    const socket = connected();
    socket.disconnect();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.last.closedWith?.code).toBe(1000);
  });

  it('flags later authentications as reconnected', () => {
    const socket = connected();
    const seen = vi.fn();
    socket.events.on('authenticated', seen);
    FakeWebSocket.last.serverClose(1006);
    vi.advanceTimersByTime(3000);
    FakeWebSocket.last.serverOpen();
    FakeWebSocket.last.serverAccept(7);
    expect(seen).toHaveBeenCalledWith({ userId: 7, reconnected: true });
  });
});

describe('backup servers (SPEC.md §8)', () => {
  const MAIN = `ws://${window.location.host}/api/ws/chat`;
  const B1 = 'wss://b1.example/api/ws/chat';
  const B2 = 'ws://b2.example/api/ws/chat';
  const withBackups = () =>
    client({
      buildUrl: defaultSocketUrl,
      backupBaseUrls: () => ['https://b1.example/', 'http://b2.example'],
    });
  const addressOf = (ws: FakeWebSocket) => ws.url.split('?')[0];
  /** Lets the next reconnect's timer run and answers the socket it opened. */
  const nextAttempt = (attempt: number) => {
    const before = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(3000 * attempt);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
    return FakeWebSocket.last;
  };

  it('builds a backup address from its API base, like the HTTP client joins it', () => {
    expect(defaultSocketUrl('t', 'https://b1.example/')).toBe(`${B1}?token=t&platform=h5&version=1.0.0`);
    expect(defaultSocketUrl('t', 'http://b2.example')).toBe(`${B2}?token=t&platform=h5&version=1.0.0`);
    expect(defaultSocketUrl('t', '/spare')).toBe(
      `ws://${window.location.host}/spare/api/ws/chat?token=t&platform=h5&version=1.0.0`,
    );
    expect(defaultSocketUrl('t', '')).toBe(defaultSocketUrl('t'));
  });

  it('moves to the backups after the main address failed its 2 retries, within the 5 attempts', () => {
    const socket = withBackups();
    const failed = vi.fn();
    socket.events.on('reconnect_failed', failed);
    connected(socket);
    expect(addressOf(FakeWebSocket.last)).toBe(MAIN);
    FakeWebSocket.last.serverClose(1006);
    const tried: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const ws = nextAttempt(attempt);
      tried.push(addressOf(ws)!);
      ws.serverClose(1006);
    }
    expect(tried).toEqual([MAIN, MAIN, B1, B1, B2]);
    expect(failed).toHaveBeenCalledWith({ attempts: 5 });
    expect(logger.warn).toHaveBeenCalledWith('WebSocket改用地址', 'https://b1.example/');
  });

  it('stays on the backup that opened: later reconnects start there, then go round to the main', () => {
    const socket = withBackups();
    connected(socket);
    FakeWebSocket.last.serverClose(1006);
    nextAttempt(1).serverClose(1006);
    nextAttempt(2).serverClose(1006);
    const backup = nextAttempt(3);
    expect(addressOf(backup)).toBe(B1);
    backup.serverOpen();
    backup.serverAccept();
    expect(socket.authenticated).toBe(true);
    expect(socket.reconnectAttempts).toBe(0);

    backup.serverClose(1006);
    const tried: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const ws = nextAttempt(attempt);
      tried.push(addressOf(ws)!);
      ws.serverClose(1006);
    }
    expect(tried).toEqual([B1, B1, B2, B2, MAIN]);
  });

  it('starts from the main address again after disconnect()', () => {
    const socket = withBackups();
    connected(socket);
    FakeWebSocket.last.serverClose(1006);
    nextAttempt(1).serverClose(1006);
    nextAttempt(2).serverClose(1006);
    nextAttempt(3).serverOpen();
    expect(addressOf(FakeWebSocket.last)).toBe(B1);
    socket.disconnect();
    socket.connect();
    expect(addressOf(FakeWebSocket.last)).toBe(MAIN);
  });

  it('without backups every attempt goes to the main address', () => {
    const socket = client({ buildUrl: defaultSocketUrl });
    connected(socket);
    FakeWebSocket.last.serverClose(1006);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const ws = nextAttempt(attempt);
      expect(addressOf(ws)).toBe(MAIN);
      ws.serverClose(1006);
    }
    expect(logger.warn).not.toHaveBeenCalledWith('WebSocket改用地址', expect.anything());
  });
});

describe('network', () => {
  it('disconnects when the network goes and reconnects 1 s after it returns', () => {
    const socket = connected();
    const first = FakeWebSocket.last;
    network.fire('offline');
    expect(socket.state).toBe('closed');
    expect(first.closedWith?.code).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    network.fire('online');
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(socket.state).toBe('connecting');
  });

  it('reconnects on network return even after giving up', () => {
    const socket = client();
    socket.connect();
    FakeWebSocket.last.serverClose(1006);
    for (let attempt = 1; attempt <= 5; attempt++) {
      vi.advanceTimersByTime(3000 * attempt);
      FakeWebSocket.last.serverClose(1006);
    }
    expect(FakeWebSocket.instances).toHaveLength(6);
    network.fire('online');
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(7);
  });

  it('ignores the network after the session ended', () => {
    const socket = connected();
    socket.disconnect();
    expect(network.count('online')).toBe(0);
    network.fire('online');
    vi.advanceTimersByTime(2000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('incoming frames', () => {
  it('drops invalid frames with an error log and keeps the connection', () => {
    const socket = connected();
    const any = vi.fn();
    socket.events.on('typing', any);
    socket.events.on('unknown', any);
    FakeWebSocket.last.push('{oops');
    FakeWebSocket.last.push('{"type":"typing","timestamp":-1}');
    expect(any).not.toHaveBeenCalled();
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(socket.state).toBe('connected');
  });

  it('emits aliases under the canonical name with the data, unknown types as unknown', () => {
    const socket = connected();
    const message = vi.fn();
    const unknown = vi.fn();
    socket.events.on('new_message', message);
    socket.events.on('unknown', unknown);
    FakeWebSocket.last.push({ type: 'newMessage', data: { n: 1 }, timestamp: 5 });
    FakeWebSocket.last.push({ type: 'brand_new', data: 1 });
    expect(message).toHaveBeenCalledWith({ n: 1 });
    expect(unknown).toHaveBeenCalledWith({ type: 'brand_new', data: 1 });
  });
});

describe('outgoing queue', () => {
  it('queues frames until authenticated, then sends them in order', () => {
    const socket = client();
    expect(socket.send({ type: 'read_message', data: { targetId: 1, type: 'PRIVATE' } })).toBe('queued');
    socket.connect();
    FakeWebSocket.last.serverOpen();
    socket.send({ type: 'typing', data: { isTyping: true } });
    expect(FakeWebSocket.last.frames.map((f) => f.type)).toEqual(['connection']);
    FakeWebSocket.last.serverAccept();
    expect(FakeWebSocket.last.frames.map((f) => f.type)).toEqual(['connection', 'read_message', 'typing']);
    expect(socket.queuedCount).toBe(0);
    expect(socket.send({ type: 'typing' })).toBe('sent');
  });

  it('keeps at most the limit, dropping the oldest with an error', () => {
    const socket = client({ queueLimit: 3 });
    for (let i = 1; i <= 5; i++) socket.send({ type: 'read_message', data: i });
    expect(socket.queuedCount).toBe(3);
    expect(logger.error).toHaveBeenCalledTimes(2);
    connected(socket);
    const queued = FakeWebSocket.last.frames.filter((f) => f.type === 'read_message');
    expect(queued.map((f) => f.data)).toEqual([3, 4, 5]);
  });

  it('drops an unqueued frame while not connected, with an error', () => {
    const socket = client();
    expect(socket.send({ type: 'typing' }, { queue: false })).toBe('dropped');
    expect(logger.error).toHaveBeenCalled();
    expect(socket.queuedCount).toBe(0);
  });

  it('empties the queue on disconnect', () => {
    const socket = client();
    socket.send({ type: 'read_message' });
    socket.disconnect();
    expect(socket.queuedCount).toBe(0);
  });
});

describe('single-use tickets (issue 15)', () => {
  /** A ticket source the test answers by hand: each call waits for resolve or reject. */
  function tickets() {
    const pending: { resolve: (t: string) => void; reject: (e: unknown) => void }[] = [];
    const getTicket = vi.fn(
      () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })),
    );
    return { getTicket, pending };
  }
  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('fetches a new ticket before every connect and reconnect and never puts the token in the address', async () => {
    const { getTicket, pending } = tickets();
    const socket = client({ getTicket });
    socket.connect();
    expect(socket.state).toBe('connecting');
    expect(FakeWebSocket.instances).toHaveLength(0);
    // A second connect while the ticket is on its way opens nothing more.
    socket.connect();
    expect(getTicket).toHaveBeenCalledTimes(1);
    pending[0]!.resolve('st.one');
    await settle();
    expect(FakeWebSocket.last.url).toBe('ws://test/api/ws/chat?token=st.one');
    FakeWebSocket.last.serverOpen();
    FakeWebSocket.last.serverAccept();
    FakeWebSocket.last.serverClose(1006);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(getTicket).toHaveBeenCalledTimes(2);
    pending[1]!.resolve('st.two');
    await settle();
    expect(FakeWebSocket.instances.map((s) => s.url)).toEqual([
      'ws://test/api/ws/chat?token=st.one',
      'ws://test/api/ws/chat?token=st.two',
    ]);
    expect(FakeWebSocket.instances.some((s) => s.url.includes('tok&') || s.url.endsWith('=tok'))).toBe(false);
    socket.disconnect();
  });

  it('a ticket refused for the session (401) ends the channel without a socket or a retry', async () => {
    const { getTicket, pending } = tickets();
    const socket = client({ getTicket });
    const failed = vi.fn();
    socket.events.on('auth_failed', failed);
    socket.connect();
    pending[0]!.reject(Object.assign(new Error('登录已过期'), { status: 401 }));
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(getTicket).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(socket.state).toBe('closed');
  });

  it('a ticket lost to the network is retried like a dropped socket, 3 s later', async () => {
    const { getTicket, pending } = tickets();
    const socket = client({ getTicket });
    socket.connect();
    pending[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(socket.state).toBe('closed');
    expect(socket.reconnectAttempts).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    pending[1]!.resolve('st.again');
    await settle();
    expect(FakeWebSocket.last.url).toBe('ws://test/api/ws/chat?token=st.again');
    socket.disconnect();
  });

  it('a ticket arriving after disconnect() opens nothing', async () => {
    const { getTicket, pending } = tickets();
    const socket = client({ getTicket });
    socket.connect();
    socket.disconnect();
    pending[0]!.resolve('st.late');
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(socket.state).toBe('closed');
  });
});
