import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, expectLedgerClean } from '../money/wallet/money-test-kit.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { as, befriend, groupOf, newPlayer, type Player } from './chat/chat-test-kit.ts';

// Garbage thrown at the routes of groups, red envelopes and bet sharing: nothing answers 5xx, every
// answer is the envelope, and the ledger stays clean whatever was sent.
let t: TestApp;
let owner: Player;
let friend: Player;
let groupId = 0;
let envelopeId = 0;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newPlayer(t.app);
  friend = await newPlayer(t.app);
  await credit(t, owner.id, 1000);
  await befriend(t.app, owner, friend);
  groupId = (await groupOf(t.app, owner, [friend])).id;
  const sent = await as(t.app, owner).post('/api/chat/red-envelopes', { groupId, amount: 5, count: 2 });
  envelopeId = sent.body.data.id;
});
afterAll(() => t.close());

const weird = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '\u0000', '😀', "' OR 1=1 --", 'a'.repeat(3000), '__proto__', '1e309', '-1'),
);
const ids = () => fc.constantFrom(groupId, friend.id, owner.id, envelopeId, 0, -1, 2 ** 31, 2 ** 53);
const value = () =>
  fc.oneof(
    weird,
    ids(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
  );
const body = () =>
  fc.oneof(
    fc.anything(),
    fc.dictionary(
      fc.constantFrom(
        'amount',
        'count',
        'type',
        'blessing',
        'password',
        'toUserId',
        'groupId',
        'requestId',
        'userId',
        'duration',
        'reason',
        'title',
        'content',
        'isPopup',
        'version',
        'message',
        'accept',
        'lotteryGameIds',
        'betId',
        'hideAmount',
        'clientMsgId',
        'joinCode',
        '__proto__',
      ),
      value(),
    ),
  );
const pathId = () => fc.oneof(ids().map(String), weird.map(encodeURIComponent));

type Method = 'POST' | 'PUT' | 'GET' | 'DELETE';
const routes: [Method, (id: string) => string][] = [
  ['POST', () => '/api/chat/red-envelopes'],
  ['GET', () => '/api/chat/red-envelopes'],
  ['POST', (id) => `/api/chat/red-envelopes/${id}/grab`],
  ['GET', (id) => `/api/chat/red-envelopes/${id}`],
  ['GET', (id) => `/api/chat/red-envelopes/${id}/records`],
  ['POST', (id) => `/api/chat/groups/${id}/mute`],
  ['POST', (id) => `/api/chat/groups/${id}/unmute`],
  ['GET', (id) => `/api/chat/groups/${id}/muted-members`],
  ['POST', (id) => `/api/chat/groups/${id}/mute-group`],
  ['POST', (id) => `/api/chat/groups/${id}/unmute-group`],
  ['GET', (id) => `/api/chat/groups/${id}/mute-status`],
  ['GET', (id) => `/api/chat/groups/${id}/announcements`],
  ['GET', (id) => `/api/chat/groups/${id}/announcements/popup`],
  ['POST', (id) => `/api/chat/groups/${id}/announcements`],
  ['PUT', (id) => `/api/chat/groups/${groupId}/announcements/${id}`],
  ['DELETE', (id) => `/api/chat/groups/${groupId}/announcements/${id}`],
  ['POST', (id) => `/api/chat/groups/${groupId}/announcements/${id}/seen`],
  ['POST', (id) => `/api/chat/groups/${id}/apply`],
  ['GET', (id) => `/api/chat/groups/${id}/applications`],
  ['PUT', (id) => `/api/chat/group-applications/${id}/approve`],
  ['GET', () => '/api/chat/group-requests/summary'],
  ['GET', () => '/api/chat/groups/search'],
  ['PUT', (id) => `/api/chat/groups/${id}/lottery-config`],
  ['PUT', (id) => `/api/chat/groups/${id}`],
  ['POST', () => '/api/chat/messages/share-bet'],
  ['GET', (id) => `/api/chat/bet-shares/${id}`],
  ['POST', (id) => `/api/chat/bet-shares/${id}/follow`],
];

describe('property: malformed input never breaks the social routes', () => {
  for (const [method, url] of routes) {
    it(`${method} ${url(':id')}`, async () => {
      await fc.assert(
        fc.asyncProperty(body(), pathId(), fc.boolean(), fc.boolean(), async (payload, id, raw, asFriend) => {
          const path = url(id);
          const res = await t.app.inject({
            method,
            url:
              method === 'GET'
                ? `${path}?page=${encodeURIComponent(String(id))}&includeAll=${raw}&keyword=${encodeURIComponent(String(id).slice(0, 40))}`
                : path,
            headers: {
              'content-type': 'application/json',
              ...bearer((asFriend ? friend : owner).token),
            },
            ...(method === 'GET'
              ? {}
              : {
                  payload: raw
                    ? String(JSON.stringify(payload) ?? 'undefined').slice(0, -1)
                    : JSON.stringify(payload ?? null),
                }),
          });
          expect(res.statusCode, `${path} ${res.body}`).toBeLessThan(500);
          const json = res.json();
          expect(typeof json.success).toBe('boolean');
          if (!json.success) {
            expect(json.code).toMatch(/^[A-Z_]+$/);
            expect(json.message).not.toMatch(/at .*\.ts:\d+|SELECT|INSERT|UPDATE|node_modules/);
          }
        }),
        { numRuns: 150 },
      );
    });
  }

  it('leaves the ledger clean', async () => {
    await expectLedgerClean(t);
  });
});
