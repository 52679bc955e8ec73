import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryEventBus } from '../../platform/events/event-bus.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { as, groupOf, newPlayer, type Player, sleep, TestSocket } from './chat-test-kit.ts';

// Two apps on one database, each with its own bus: the worst case for the per-process group
// rosters, where a change made through one never reaches the other's cache as an event. The
// roster version checked by the send's statement must still keep every send exact.
let a: TestApp;
let b: TestApp;
let baseB: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  a = await createTestApp({ database, bus: new MemoryEventBus() });
  b = await createTestApp({ database, bus: new MemoryEventBus() });
  baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await b.close();
  await a.close();
  await a.database.close();
});

const open = async (p: Player) => {
  const s = await TestSocket.open(baseB, p.token);
  sockets.push(s);
  return s;
};
const send = (p: Player, groupId: number, content: string) =>
  as(b.app, p).post('/api/chat/messages', { groupId, content });

describe('group rosters cached per process', () => {
  it('never delivers to a member removed on another process, even with no event between them', async () => {
    const owner = await newPlayer(a.app);
    const stays = await newPlayer(a.app);
    const leaves = await newPlayer(a.app);
    const g = await groupOf(a.app, owner, [stays, leaves]);
    const [sStays, sLeaves] = [await open(stays), await open(leaves)];
    // B caches the roster with all three members.
    const before = await send(owner, g.id, '移除前');
    expect(before.status).toBe(200);
    await sLeaves.next('new_message', (d) => d.messageId === before.body.data.messageId);

    expect((await as(a.app, owner).del(`/api/chat/groups/${g.id}/members/${leaves.id}`)).status).toBe(200);
    const after = await send(owner, g.id, '移除后');
    expect(after.status).toBe(200);
    await sStays.next('new_message', (d) => d.messageId === after.body.data.messageId);
    await sleep(200);
    expect(sLeaves.of('new_message').map((f) => f.data.content)).not.toContain('移除后');
    // The removed member cannot send through B's stale roster either.
    expect((await send(leaves, g.id, '我还在吗')).status).toBe(403);
  });

  it('takes a mute and its lifting made on another process into account at once', async () => {
    const owner = await newPlayer(a.app);
    const member = await newPlayer(a.app);
    const g = await groupOf(a.app, owner, [member]);
    expect((await send(member, g.id, '禁言前')).status).toBe(200);

    const muted = await as(a.app, owner).post(`/api/chat/groups/${g.id}/mute`, {
      userId: member.id,
      duration: 10,
    });
    expect(muted.status).toBe(200);
    const refused = await send(member, g.id, '禁言中');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('MUTED');

    expect(
      (await as(a.app, owner).post(`/api/chat/groups/${g.id}/unmute`, { userId: member.id })).status,
    ).toBe(200);
    expect((await send(member, g.id, '解除后')).status).toBe(200);
  });

  it('keeps seqs 1, 2, 3 … while members come and go during concurrent sends on both', async () => {
    const owner = await newPlayer(a.app);
    const others = await Promise.all(Array.from({ length: 4 }, () => newPlayer(a.app)));
    const g = await groupOf(a.app, owner, others.slice(0, 2));
    const sends = Array.from({ length: 20 }, (_, i) =>
      as(i % 2 ? a.app : b.app, owner).post('/api/chat/messages', { groupId: g.id, content: `并发${i}` }),
    );
    const churn = (async () => {
      for (const p of others.slice(2)) {
        await as(a.app, p).post('/api/chat/groups/join', { joinCode: g.joinCode });
        await as(a.app, owner).del(`/api/chat/groups/${g.id}/members/${p.id}`);
      }
    })();
    const results = await Promise.all(sends);
    await churn;
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const history = await as(a.app, owner).get(
      `/api/chat/messages/history?targetId=${g.id}&type=GROUP&limit=100`,
    );
    const seqs = (history.body.data.list as { seq: number }[]).map((m) => m.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => seqs[0]! + i));
  });
});
