import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameTestApp, type GameTestApp, T0 } from '../../lottery/draw/game-test-kit.ts';
import { as, befriend, groupOf, newPlayer, type Player } from '../chat/chat-test-kit.ts';

let g: GameTestApp;
let sharer: Player;
let friend: Player;
let stranger: Player;
let betIds: number[];
beforeAll(async () => {
  g = await createGameTestApp();
  await g.tickAt(T0);
  sharer = await newPlayer(g.app);
  friend = await newPlayer(g.app);
  stranger = await newPlayer(g.app);
  await befriend(g.app, sharer, friend);
  await g.fund(sharer.id, 100);
  const slip = await as(g.app, sharer).post('/api/bets/submit', {
    gameId: 1,
    issueNo: '20260601-0721',
    bets: [
      { play: 'k3.sum', option: '10', amount: 10 },
      { play: 'k3.big_small', option: 'big', amount: 12.5 },
    ],
  });
  expect(slip.status, JSON.stringify(slip.body)).toBe(200);
  betIds = slip.body.data.bets.map((b: { betId: number }) => b.betId);
});
afterAll(() => g.close());

const share = (p: Player, body: Record<string, unknown>) =>
  as(g.app, p).post('/api/chat/messages/share-bet', body);

describe('bet sharing', () => {
  it('shares the whole slip as a BET_SHARE card; only the owner may share it', async () => {
    const res = await share(sharer, { betId: betIds[1], toUserId: friend.id, content: '跟我买大' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      messageType: 'BET_SHARE',
      content: '跟我买大',
      fromUser: { id: sharer.id },
    });
    expect(res.body.data.extra.betShare).toMatchObject({
      gameId: 1,
      gameType: 'k3',
      issueNo: '20260601-0721',
      hideAmount: false,
      totalAmount: 22.5,
      items: [
        { betId: betIds[0], play: 'k3.sum', option: '10', amount: 10, odds: 7.6, status: 'pending' },
        { betId: betIds[1], play: 'k3.big_small', option: 'big', amount: 12.5, odds: 2.01 },
      ],
    });
    const hist = await as(g.app, friend).get(`/api/chat/messages/history?targetId=${sharer.id}&type=PRIVATE`);
    expect(hist.body.data.list.at(-1).messageType).toBe('BET_SHARE');

    expect((await share(friend, { betId: betIds[0], toUserId: sharer.id })).status).toBe(404);
    expect((await share(sharer, { betId: betIds[0], toUserId: stranger.id })).status).toBe(403);
    expect((await share(sharer, { betId: betIds[0] })).status).toBe(400);
    expect(
      (await as(g.app, sharer).post('/api/chat/messages', { toUserId: friend.id, messageType: 'BET_SHARE' }))
        .status,
    ).toBe(400);
  });

  it('hides the amounts when asked; the card follows the draw live; followers get the current issue', async () => {
    const owner = sharer;
    const group = await groupOf(g.app, owner, [friend], '跟投群');
    const res = await share(owner, {
      betId: betIds[0],
      groupId: group.id,
      hideAmount: true,
      clientMsgId: 'share-1',
    });
    const again = await share(owner, {
      betId: betIds[0],
      groupId: group.id,
      hideAmount: true,
      clientMsgId: 'share-1',
    });
    expect(again.body.data.messageId).toBe(res.body.data.messageId);
    const card = res.body.data.extra.betShare;
    expect(card.totalAmount).toBeNull();
    expect(
      card.items.every((i: { amount: null; payout: null }) => i.amount === null && i.payout === null),
    ).toBe(true);
    const id = res.body.data.messageId;

    const live = await as(g.app, friend).get(`/api/chat/bet-shares/${id}`);
    expect(live.body.data).toMatchObject({
      issueOpen: true,
      numbers: null,
      sharer: { id: owner.id },
      totalPayout: null,
    });
    expect((await as(g.app, stranger).get(`/api/chat/bet-shares/${id}`)).status).toBe(404);

    const follow = await as(g.app, friend).post(`/api/chat/bet-shares/${id}/follow`);
    expect(follow.body.data).toMatchObject({
      gameId: 1,
      issueNo: '20260601-0721',
      sameIssue: true,
      notice: null,
      items: [
        { play: 'k3.sum', option: '10', amount: null, odds: 7.6 },
        { play: 'k3.big_small', option: 'big', amount: null, odds: 2.01 },
      ],
    });

    // The issue closes, is drawn and settled; the next one opens.
    await g.tickAt(T0 + 50_000);
    await g.tickAt(T0 + 70_000);
    await g.tickAt(T0 + 75_000);
    const after = await as(g.app, friend).get(`/api/chat/bet-shares/${id}`);
    expect(after.body.data.issueOpen).toBe(false);
    expect(after.body.data.numbers).toHaveLength(3);
    expect(after.body.data.items.every((i: { status: string }) => i.status !== 'pending')).toBe(true);
    const next = await as(g.app, friend).post(`/api/chat/bet-shares/${id}/follow`);
    expect(next.body.data).toMatchObject({ sameIssue: false, sharedIssueNo: '20260601-0721' });
    expect(next.body.data.issueNo).not.toBe('20260601-0721');
    expect(next.body.data.notice).toContain('第20260601-0721期已截止');

    // Following into the slip: the bet itself goes through the normal submit, re-checked there.
    await g.fund(friend.id, 50);
    const placed = await as(g.app, friend).post('/api/bets/submit', {
      gameId: next.body.data.gameId,
      issueNo: next.body.data.issueNo,
      bets: next.body.data.items.map((i: { play: string; option: string }) => ({ ...i, amount: 5 })),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const closed = await as(g.app, friend).post('/api/bets/submit', {
      gameId: 1,
      issueNo: '20260601-0721',
      bets: [{ play: 'k3.big_small', option: 'big', amount: 5 }],
    });
    expect([closed.status, closed.body.code]).toEqual([422, 'BETTING_CLOSED']);
  });
});
