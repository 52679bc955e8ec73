import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, groupOf, newPlayer, sleep, TestSocket } from './chat-test-kit.ts';

let t: TestApp;
let base: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

describe('read positions written in batches', () => {
  it('applies concurrent reads of many members exactly, each told once', async () => {
    const owner = await newPlayer(t.app);
    const members = await Promise.all(Array.from({ length: 8 }, () => newPlayer(t.app)));
    const g = await groupOf(t.app, owner, members);
    const watch = await TestSocket.open(base, owner.token);
    sockets.push(watch);
    for (let i = 0; i < 3; i++)
      await as(t.app, owner).post('/api/chat/messages', { groupId: g.id, content: `第${i}条` });
    const read = (p: (typeof members)[number], seq?: number) =>
      as(t.app, p).put('/api/chat/messages/read', { targetId: g.id, type: 'GROUP', seq });
    const last = (await read(owner)).body.data.readSeq as number;

    // Everyone reads at once; the first member twice (the furthest read wins), one reads backwards.
    const results = await Promise.all([
      ...members.map((p) => read(p)),
      read(members[0]!, last - 1),
      read(members[1]!, 1),
    ]);
    for (const r of results.slice(0, members.length)) {
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ readSeq: last, unreadCount: 0 });
    }
    expect(results[members.length]!.body.data.readSeq).toBe(last);
    expect(results[members.length + 1]!.body.data.readSeq).toBeGreaterThanOrEqual(1);

    await sleep(200);
    for (const p of members) {
      const told = watch.of('message_read').filter((f) => f.data.userId === p.id);
      expect(told.at(-1)?.data.readSeq).toBe(last);
    }
    // Reading again moves nothing and tells nobody.
    const before = watch.of('message_read').length;
    expect((await read(members[2]!)).body.data).toMatchObject({ readSeq: last, unreadCount: 0 });
    await sleep(100);
    expect(watch.of('message_read').length).toBe(before);
  });
});
