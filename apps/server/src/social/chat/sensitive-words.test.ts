import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemRepository } from '../../accounts/index.ts';
import { adminAuditLogs } from '../../money/review/admin.schema.ts';
import { newOperator, type TestOperator } from '../../test/operator-kit.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, befriend, groupOf, newPlayer } from './chat-test-kit.ts';
import { compileMasker, SENSITIVE_WORDS_KEY } from './sensitive-words.ts';

describe('compileMasker', () => {
  it('masks each character of every listed word, longest first, Latin without regard to case', () => {
    const mask = compileMasker(['赌博', '赌博网站', 'vx', ' ', '赌博']);
    expect(mask('来这个赌博网站玩，加VX')).toBe('来这个＊＊＊＊玩，加＊＊');
    expect(mask('正常聊天')).toBe('正常聊天');
    expect(compileMasker([])('anything')).toBe('anything');
    expect(compileMasker(['a.b', '(x'])('a.b axb (x')).toBe('＊＊＊ axb ＊＊');
  });

  it('stays fast with a list of hundreds of words', () => {
    const words = Array.from({ length: 800 }, (_, i) => `词${i.toString(36)}违规`);
    const mask = compileMasker(words);
    const text = `${'正常的一段话，'.repeat(280)}词k违规`;
    const started = performance.now();
    for (let i = 0; i < 200; i++) mask(text);
    expect((performance.now() - started) / 200).toBeLessThan(5);
    expect(mask(text).endsWith('＊＊＊＊')).toBe(true);
  });
});

describe('the sensitive-word list', () => {
  let t: TestApp;
  let support: TestOperator;
  beforeAll(async () => {
    t = await createTestApp();
    support = await newOperator(t, 'support');
  });
  afterAll(() => t.close());
  const put = (token: string, words: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/chat/sensitive-words',
      headers: bearer(token),
      payload: { words },
    });

  it('support saves the list (audited); messages sent afterwards are masked, 1:1 and in groups', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    await befriend(t.app, a, b);
    const g = await groupOf(t.app, a, [b]);
    expect(
      (await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: '加微信' })).body.data
        .content,
    ).toBe('加微信');

    const saved = await put(support.token, ['微信', '  赌博  ', '微信']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.words).toEqual(['微信', '赌博']);
    const read = await t.app.inject({
      url: '/api/admin/chat/sensitive-words',
      headers: bearer(support.token),
    });
    expect(read.json().data.words).toEqual(['微信', '赌博']);
    const [row] = await t.database.db
      .select()
      .from(adminAuditLogs)
      .where(
        and(
          eq(adminAuditLogs.target, `system_settings:${SENSITIVE_WORDS_KEY}`),
          eq(adminAuditLogs.method, 'PUT'),
        ),
      );
    expect(row).toMatchObject({ adminUserId: support.userId, statusCode: 200, before: null });
    expect(row?.after).toMatchObject({ value: ['微信', '赌博'] });

    const direct = await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content: '加微信赌博' });
    expect(direct.body.data.content).toBe('加＊＊＊＊');
    const inGroup = await as(t.app, b).post('/api/chat/messages', { groupId: g.id, content: '赌博吗' });
    expect(inGroup.body.data.content).toBe('＊＊吗');
  });

  it('masks group names, descriptions and announcements too', async () => {
    await put(support.token, ['赌博']);
    const owner = await newPlayer(t.app);
    const created = await as(t.app, owner).post('/api/chat/groups', {
      name: '赌博交流',
      description: '来赌博',
    });
    expect([created.body.data.name, created.body.data.description]).toEqual(['＊＊交流', '来＊＊']);
    const renamed = await as(t.app, owner).put(`/api/chat/groups/${created.body.data.id}`, {
      name: '赌博群',
    });
    expect(renamed.body.data.name).toBe('＊＊群');
    const notice = await as(t.app, owner).post(`/api/chat/groups/${created.body.data.id}/announcements`, {
      title: '赌博须知',
      content: '禁止赌博',
      isPopup: false,
    });
    expect([notice.body.data.title, notice.body.data.content]).toEqual(['＊＊须知', '禁止＊＊']);
  });

  it('refuses players and bad lists without a 500', async () => {
    const p = await newPlayer(t.app);
    expect((await put(p.token, ['x'])).statusCode).toBe(403);
    expect((await put(support.token, [''])).statusCode).toBe(400);
    expect((await put(support.token, ['x'.repeat(33)])).statusCode).toBe(400);
    expect((await put(support.token, 'x')).statusCode).toBe(400);
  });

  it('a change announced on the bus reaches the masker of every process', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    await befriend(t.app, a, b);
    const send = async (content: string) =>
      (await as(t.app, a).post('/api/chat/messages', { toUserId: b.id, content })).body.data.content;
    await put(support.token, ['旧词']);
    expect(await send('旧词新词')).toBe('＊＊新词');
    // Another process saved a new list: this one hears of it on the bus.
    await systemRepository.putSetting(t.database.db, SENSITIVE_WORDS_KEY, ['新词']);
    expect(await send('旧词新词')).toBe('＊＊新词');
    await t.bus.publish({ type: 'SensitiveWordsChanged' });
    expect(await send('旧词新词')).toBe('旧词＊＊');
  });
});
