import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, newPlayer, type Player } from '../chat/chat-test-kit.ts';

// API.md "Chat rules", as a table: every group action tried as owner, admin, member and outsider,
// each on a fresh group (so one role's success never changes another's answer).
let t: TestApp;
let cast: { owner: Player; admin: Player; admin2: Player; member: Player; target: Player; outsider: Player };
let applicant: Player;
beforeAll(async () => {
  t = await createTestApp();
  const [owner, admin, admin2, member, target, outsider] = await Promise.all(
    Array.from({ length: 6 }, () => newPlayer(t.app)),
  );
  cast = {
    owner: owner!,
    admin: admin!,
    admin2: admin2!,
    member: member!,
    target: target!,
    outsider: outsider!,
  };
  applicant = await newPlayer(t.app);
});
afterAll(() => t.close());

interface Fixture {
  gid: number;
  joinCode: string;
  announcementId: number;
  applicationId: number;
  targetMessageId: number;
}
type Role = 'owner' | 'admin' | 'member' | 'outsider';
const ROLES: Role[] = ['owner', 'admin', 'member', 'outsider'];

/** A public group: owner, two admins, a member, a target member; an announcement, an application, a message. */
async function fixture(): Promise<Fixture> {
  const { owner, admin, admin2, member, target } = cast;
  const g = (await as(t.app, owner).post('/api/chat/groups', { name: '权限群', isPublic: true })).body.data;
  for (const p of [admin, admin2, member, target])
    await as(t.app, p).post('/api/chat/groups/join', { joinCode: g.joinCode });
  for (const p of [admin, admin2])
    await as(t.app, owner).put(`/api/chat/groups/${g.id}/members/${p.id}`, { role: 'admin' });
  const ann = await as(t.app, owner).post(`/api/chat/groups/${g.id}/announcements`, {
    title: '群规',
    content: '文明聊天',
  });
  const app = await as(t.app, applicant).post(`/api/chat/groups/${g.id}/apply`, { message: '求加入' });
  const msg = await as(t.app, target).post('/api/chat/messages', { groupId: g.id, content: '大家好' });
  return {
    gid: g.id,
    joinCode: g.joinCode,
    announcementId: ann.body.data.id,
    applicationId: app.body.data.id,
    targetMessageId: msg.body.data.messageId,
  };
}

type Call = (p: ReturnType<typeof as>, f: Fixture) => Promise<{ status: number }>;
const g = (f: Fixture) => `/api/chat/groups/${f.gid}`;

/** [action, call, expected status as owner, admin, member, outsider]. */
const TABLE: [string, Call, [number, number, number, number]][] = [
  ['view the group', (p, f) => p.get(g(f)), [200, 200, 200, 200]], // public: outsiders see it
  ['list members', (p, f) => p.get(`${g(f)}/members`), [200, 200, 200, 403]],
  [
    'send a message',
    (p, f) => p.post('/api/chat/messages', { groupId: f.gid, content: '你好' }),
    [200, 200, 200, 403],
  ],
  [
    'invite friends',
    (p, f) => p.post(`${g(f)}/invites`, { inviteeIds: [cast.outsider.id] }),
    [200, 200, 200, 403],
  ],
  ['edit name', (p, f) => p.put(g(f), { name: '新名字' }), [200, 200, 403, 403]],
  ['edit member limit', (p, f) => p.put(g(f), { maxMembers: 200 }), [200, 403, 403, 403]],
  ['read lottery config', (p, f) => p.get(`${g(f)}/lottery-config`), [200, 200, 200, 200]],
  [
    'set lottery config',
    (p, f) => p.put(`${g(f)}/lottery-config`, { lotteryGameIds: [1] }),
    [200, 200, 403, 403],
  ],
  ['list announcements', (p, f) => p.get(`${g(f)}/announcements`), [200, 200, 200, 403]],
  [
    'post announcement',
    (p, f) => p.post(`${g(f)}/announcements`, { title: '通知', content: '今晚八点' }),
    [200, 200, 403, 403],
  ],
  [
    'edit announcement',
    (p, f) => p.put(`${g(f)}/announcements/${f.announcementId}`, { isPopup: true }),
    [200, 200, 403, 403],
  ],
  ['delete announcement', (p, f) => p.del(`${g(f)}/announcements/${f.announcementId}`), [200, 200, 403, 403]],
  ['list applications', (p, f) => p.get(`${g(f)}/applications`), [200, 200, 403, 403]],
  [
    'approve application',
    (p, f) => p.put(`/api/chat/group-applications/${f.applicationId}/approve`, { accept: true }),
    [200, 200, 403, 403],
  ],
  ['apply to join', (p, f) => p.post(`${g(f)}/apply`, { message: '我想加入' }), [409, 409, 409, 200]],
  ['join by code', (p, f) => p.post('/api/chat/groups/join', { joinCode: f.joinCode }), [200, 200, 200, 200]],
  [
    'mute a member',
    (p, f) => p.post(`${g(f)}/mute`, { userId: cast.target.id, duration: 10 }),
    [200, 200, 403, 403],
  ],
  ['unmute a member', (p, f) => p.post(`${g(f)}/unmute`, { userId: cast.target.id }), [200, 200, 403, 403]],
  [
    'mute an admin',
    (p, f) => p.post(`${g(f)}/mute`, { userId: cast.admin2.id, duration: 10 }),
    [200, 403, 403, 403],
  ],
  [
    'mute the owner',
    (p, f) => p.post(`${g(f)}/mute`, { userId: cast.owner.id, duration: 10 }),
    [400, 403, 403, 403],
  ],
  ['list muted members', (p, f) => p.get(`${g(f)}/muted-members`), [200, 200, 200, 403]],
  ['read mute status', (p, f) => p.get(`${g(f)}/mute-status`), [200, 200, 200, 403]],
  ['mute the whole group', (p, f) => p.post(`${g(f)}/mute-group`, { duration: 60 }), [200, 200, 403, 403]],
  ['unmute the whole group', (p, f) => p.post(`${g(f)}/unmute-group`), [200, 200, 403, 403]],
  [
    'recall a member’s message',
    (p, f) => p.del(`/api/chat/messages/${f.targetMessageId}/recall`),
    [200, 200, 403, 404],
  ],
  ['remove a member', (p, f) => p.del(`${g(f)}/members/${cast.target.id}`), [200, 200, 403, 403]],
  ['remove an admin', (p, f) => p.del(`${g(f)}/members/${cast.admin2.id}`), [200, 403, 403, 403]],
  [
    'appoint an admin',
    (p, f) => p.put(`${g(f)}/members/${cast.target.id}`, { role: 'admin' }),
    [200, 403, 403, 403],
  ],
  [
    'transfer ownership',
    (p, f) => p.post(`${g(f)}/transfer`, { newOwnerId: cast.target.id }),
    [200, 403, 403, 403],
  ],
  ['leave', (p, f) => p.post(`${g(f)}/leave`), [422, 200, 200, 403]],
  ['dissolve', (p, f) => p.del(`${g(f)}/dissolve`), [200, 403, 403, 403]],
];

describe('group permissions (API.md "Chat rules")', () => {
  for (const [action, call, expected] of TABLE) {
    it(action, async () => {
      const actual: number[] = [];
      for (const role of ROLES) {
        const f = await fixture();
        actual.push((await call(as(t.app, cast[role]), f)).status);
      }
      expect(Object.fromEntries(ROLES.map((r, i) => [r, actual[i]]))).toEqual(
        Object.fromEntries(ROLES.map((r, i) => [r, expected[i]])),
      );
    });
  }
});
