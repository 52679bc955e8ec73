import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/lib/tokens.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, befriend, groupOf, newPlayer, type Player } from './chat-test-kit.ts';

// POST /api/chat/messages takes a sender's session from memory once it was looked up
// (platform/http/session-recall.ts), and a group send's statement re-checks it. A session that is
// no longer live must still be refused at once, whoever ended it, and nothing stored.
let t: TestApp;
let owner: Player;
let group: { id: number; joinCode: string; conversationId: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await newPlayer(t.app);
  group = await groupOf(t.app, owner, []);
});
afterAll(() => t.close());

const stored = async (senderId: number) =>
  (
    (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM messages WHERE sender_id = ${senderId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

/** A member of the group whose session has sent twice (so the second came from memory). */
async function sender() {
  const p = await newPlayer(t.app);
  const joined = await as(t.app, p).post('/api/chat/groups/join', { joinCode: group.joinCode });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  for (const [content, clientMsgId] of [
    ['第一条', 'first'],
    ['第二条', 'second'],
  ]) {
    const sent = await as(t.app, p).post('/api/chat/messages', { groupId: group.id, content, clientMsgId });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  }
  return { ...p, before: await stored(p.id) };
}

async function expectRefused(p: Awaited<ReturnType<typeof sender>>, body: unknown) {
  const res = await as(t.app, p).post('/api/chat/messages', body);
  expect(res.status, JSON.stringify(res.body)).toBe(401);
  expect(await stored(p.id)).toBe(p.before);
}

describe('a chat send of a session that is no longer live', () => {
  it('is refused with 401 after logout, and nothing is stored', async () => {
    const p = await sender();
    expect((await as(t.app, p).post('/api/auth/logout')).status).toBe(200);
    await expectRefused(p, { groupId: group.id, content: '退出后' });
  });

  it('is refused with 401 once another process revoked the session row, whatever was sent', async () => {
    const p = await sender();
    await t.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${sha256(p.token)}`,
    );
    await expectRefused(p, { groupId: group.id, content: '吊销后' });
    // Not a business answer nor the replay of a stored message either.
    await expectRefused(p, { groupId: group.id, content: '重放', clientMsgId: 'first' });
    await expectRefused(p, { groupId: 999_999_999, content: '不存在的群' });
    await expectRefused(p, { groupId: group.id, content: '' });
    const stranger = await newPlayer(t.app);
    await expectRefused(p, { toUserId: stranger.id, content: '私聊' });
  });

  it('is refused with 401 once the session has expired or the player is disabled', async () => {
    const expired = await sender();
    await t.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${sha256(expired.token)}`,
    );
    await expectRefused(expired, { groupId: group.id, content: '过期后' });
    const disabled = await sender();
    await t.database.db.execute(sql`UPDATE users SET status = 'disabled' WHERE id = ${disabled.id}`);
    await expectRefused(disabled, { groupId: group.id, content: '禁用后' });
  });

  it('still sends for a live session taken from memory, to the group and to a friend', async () => {
    const p = await sender();
    const friend = await newPlayer(t.app);
    await befriend(t.app, p, friend);
    const toGroup = await as(t.app, p).post('/api/chat/messages', { groupId: group.id, content: '第三条' });
    expect(toGroup.status, JSON.stringify(toGroup.body)).toBe(200);
    const toFriend = await as(t.app, p).post('/api/chat/messages', { toUserId: friend.id, content: '你好' });
    expect(toFriend.status, JSON.stringify(toFriend.body)).toBe(200);
    // A replay of a stored message answers that message, as before.
    const replay = await as(t.app, p).post('/api/chat/messages', {
      groupId: group.id,
      content: '第一条',
      clientMsgId: 'first',
    });
    expect(replay.status).toBe(200);
    expect(await stored(p.id)).toBe(p.before + 2);
  });
});
