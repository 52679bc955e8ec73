import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../test/test-app.ts';
import { connectSocket } from '../test/ws-client.ts';

// Two processes on one database: a ticket issued by one opens a socket on the other, once.
let a: TestApp;
let b: TestApp;
let wsA: string;
let wsB: string;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ database: a.database });
  wsA = (await a.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  wsB = (await b.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const ticketFor = async (token: string) => {
  const res = await a.app.inject({ method: 'POST', url: '/api/auth/socket-ticket', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ticket: string; expiresAt: string };
};
const chat = (base: string, token: string) =>
  connectSocket(`${base}/api/ws/chat?token=${encodeURIComponent(token)}&platform=h5&version=1.0.0`);
const hello = async (base: string, token: string) => {
  const s = await chat(base, token);
  return { s, frame: await s.next((f) => f.type === 'connection') };
};

describe('socket tickets', () => {
  it('are issued to a session only, for 30 seconds', async () => {
    expect((await a.app.inject({ method: 'POST', url: '/api/auth/socket-ticket' })).statusCode).toBe(401);
    const p = await registerPlayer(a.app);
    const before = Date.now();
    const { ticket, expiresAt } = await ticketFor(p.token);
    expect(ticket).not.toContain(p.token);
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(29_000);
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(31_000);
    // A ticket is no bearer token.
    const asBearer = await a.app.inject({ url: '/api/user/info', headers: bearer(ticket) });
    expect(asBearer.statusCode).toBe(401);
  });

  it('open one socket, on any process, and are refused a second time', async () => {
    const p = await registerPlayer(a.app);
    const { ticket } = await ticketFor(p.token);
    const first = await hello(wsB, ticket);
    expect(first.frame.data).toEqual({ status: 'connected', userId: p.user.id });
    const again = await hello(wsA, ticket);
    expect(again.frame.data).toEqual({ status: 'auth_failed' });
    expect((await again.s.closed).code).toBe(4401);
    const thirdOnB = await hello(wsB, ticket);
    expect(thirdOnB.frame.data).toEqual({ status: 'auth_failed' });
    first.s.ws.close(1000);
  });

  it('are refused once expired, or once their session is logged out', async () => {
    const p = await registerPlayer(a.app);
    const { ticket } = await ticketFor(p.token);
    // Thirty seconds pass.
    await a.database.db.execute(
      sql`UPDATE socket_tickets SET expires_at = now() - interval '1 second' WHERE expires_at > now()`,
    );
    expect((await hello(wsA, ticket)).frame.data).toEqual({ status: 'auth_failed' });

    const q = await registerPlayer(a.app);
    const open = await hello(wsA, (await ticketFor(q.token)).ticket);
    expect(open.frame.data.status).toBe('connected');
    const unused = (await ticketFor(q.token)).ticket;
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(q.token) });
    // The socket the ticket opened belongs to the session: logging out closes it.
    expect((await open.s.closed).code).toBe(4401);
    expect((await hello(wsA, unused)).frame.data).toEqual({ status: 'auth_failed' });
  });

  it('leave the bearer token form of SPEC.md §4 working', async () => {
    const p = await registerPlayer(a.app);
    const { s, frame } = await hello(wsB, p.token);
    expect(frame.data).toEqual({ status: 'connected', userId: p.user.id });
    s.ws.close(1000);
  });
});
