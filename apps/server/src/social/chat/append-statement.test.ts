import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { buildQuery } from '../../platform/db/named-statement.ts';
import { sqlTemplate } from '../../platform/db/sql-template.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import {
  type Append,
  type AppendRow,
  appendSample,
  appendSlots,
  appendSql,
  appendTemplate,
  appendTemplates,
} from './append-statement.ts';

const row = (over: Partial<AppendRow> = {}): AppendRow => ({
  conversationId: 'group_7',
  conversationType: 'GROUP',
  senderId: 3,
  targetId: 7,
  messageType: 'TEXT',
  content: '你好',
  mediaUrl: null,
  mediaSize: null,
  duration: null,
  replyToId: null,
  clientMsgId: null,
  extra: null,
  ...over,
});

// The shapes the service sends: a checked group send with and without the session in the
// statement, a private message (the peer's member row), a system message (no sender), and
// values that repeat one another (the session's user is the sender, a reply, media, extra).
const appends: [string, Append][] = [
  ['group send', { m: row(), kind: 'group', members: [], rosterVersion: 4, now: new Date() }],
  [
    'group send with the session',
    {
      m: row({ clientMsgId: 'c-1', replyToId: 9 }),
      kind: 'group',
      members: [],
      rosterVersion: 4,
      session: { tokenHash: 'h'.repeat(64), userId: 3 },
      now: new Date(),
    },
  ],
  [
    'private message',
    {
      m: row({ conversationId: 'private_3_5', conversationType: 'PRIVATE', targetId: 5 }),
      kind: 'private',
      members: [5],
      now: new Date(),
    },
  ],
  [
    'system message',
    {
      m: row({ senderId: null, messageType: 'SYSTEM', extra: { joined: [3, 3] } }),
      kind: 'group',
      members: [],
      now: new Date(),
    },
  ],
  [
    'media message',
    {
      m: row({ messageType: 'IMAGE', mediaUrl: '/uploads/a.png', mediaSize: 3, duration: 3, targetId: 3 }),
      kind: 'group',
      members: [],
      rosterVersion: 3,
      now: new Date(),
    },
  ],
];

describe('append statement templates', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.each(appends)('a %s has a template: its text is built once, not on every send', (_, a) => {
    const template = sqlTemplate(database.db, appendSql, appendSlots, appendSample(a, 1), appendSample(a, 2));
    expect(template).toBeDefined();
    const built = buildQuery(database.db, appendSql(a));
    expect(template!(a).sql).toBe(built.sql);
    expect(template!(a).params).toEqual(built.params);
  });

  it.each(appends)('a %s is filled in from its template exactly as Drizzle builds it', (_, a) => {
    appendTemplates.clear();
    const statement = appendTemplate(database.db, a)!;
    const first = statement(a); // checked against Drizzle's build (namedTemplate)
    const templated = appendTemplate(database.db, a)!({ ...a, m: { ...a.m, content: '第二条' } });
    const built = buildQuery(database.db, appendSql({ ...a, m: { ...a.m, content: '第二条' } }));
    expect(appendTemplates.size).toBe(1);
    expect(templated.query.sql).toBe(built.sql);
    expect(templated.query.params).toEqual(built.params);
    expect(first.name).toBeDefined();
    expect(templated.name).toBe(first.name);
  });
});
