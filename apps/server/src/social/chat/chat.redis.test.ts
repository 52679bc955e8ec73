import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisEventBus } from '../../platform/events/event-bus.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, befriend, groupOf, newPlayer, TestSocket } from './chat-test-kit.ts';

// Two server instances on one PostgreSQL database with a Redis bus between them: what one
// process stores and publishes must reach sockets held by the other.
const url = process.env.TEST_REDIS_URL;
const enabled = !!url && process.env.TEST_DB_ENGINE === 'postgres';

describe.skipIf(!enabled)('two server instances through Redis', () => {
  let one: TestApp;
  let two: TestApp;
  let base1: string;
  let base2: string;
  const buses: RedisEventBus[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    buses.push(new RedisEventBus(url!), new RedisEventBus(url!));
    one = await createTestApp({ bus: buses[0] });
    two = await createTestApp({ database: one.database, bus: buses[1] });
    base1 = await one.app.listen({ port: 0, host: '127.0.0.1' });
    base2 = await two.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await two?.close();
    await one?.close();
    await Promise.all(buses.map((b) => b.close()));
  });

  it('passes private and group messages, typing and presence between the processes', async () => {
    const a = await newPlayer(one.app);
    const b = await newPlayer(two.app);
    await befriend(one.app, a, b);
    const sa = await TestSocket.open(base1, a.token);
    sockets.push(sa);
    const sb = await TestSocket.open(base2, b.token);
    sockets.push(sb);
    // b came online on process two; a hears of it on process one.
    await sa.next('userOnline', (d) => d.userId === b.id);
    expect(sb.frames.find((f) => f.type === 'friends_online_status')!.data.onlineFriendIds).toEqual([a.id]);

    const fromOne = await as(one.app, a).post('/api/chat/messages', {
      toUserId: b.id,
      content: '来自进程一',
    });
    const got = await sb.next('new_message', (d) => d.messageId === fromOne.body.data.messageId);
    expect(got.data.seq).toBe(fromOne.body.data.seq);
    const fromTwo = await as(two.app, b).post('/api/chat/messages', {
      toUserId: a.id,
      content: '来自进程二',
    });
    expect((await sa.next('new_message', (d) => d.messageId === fromTwo.body.data.messageId)).data.seq).toBe(
      fromOne.body.data.seq + 1,
    );

    sb.send({ type: 'typing', data: { targetId: a.id, type: 'PRIVATE', isTyping: true } });
    expect((await sa.next('typing')).data.userId).toBe(b.id);

    const g = await groupOf(one.app, a, [b]);
    const groupMsg = await as(two.app, b).post('/api/chat/messages', { groupId: g.id, content: '群消息' });
    await sa.next('new_message', (d) => d.messageId === groupMsg.body.data.messageId);

    await sb.close();
    await sa.next('userOffline', (d) => d.userId === b.id);
  });
});
