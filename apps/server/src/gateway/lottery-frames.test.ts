import { BetSettledEvent, IssueDrawnEvent } from '@cailiao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameTestApp, type GameTestApp, T0 } from '../lottery/draw/game-test-kit.ts';
import { bearer, registerPlayer } from '../test/test-app.ts';
import { connectSocket } from '../test/ws-client.ts';
import { deliveriesOf } from './event-frames.ts';

describe('lottery events become frames', () => {
  it('IssueDrawn goes to every socket as issue_drawn, with the seed and an ISO draw time', () => {
    const [d] = deliveriesOf({
      type: 'IssueDrawn',
      gameId: 1,
      gameCode: 'jsk3',
      gameType: 'k3',
      issueNo: '20260601-0721',
      numbers: [1, 2, 3],
      seed: 'ab',
      seedHash: 'cd',
      drawAt: T0,
    });
    expect(d!.userIds).toBe('everyone');
    expect(d!.frames[0]!.type).toBe('issue_drawn');
    expect(IssueDrawnEvent.parse(d!.frames[0]!.data).drawAt).toBe(new Date(T0).toISOString());
  });

  it("BetSettled goes to the bet's owner alone as bet_settled, in yuan", () => {
    const [d] = deliveriesOf({
      type: 'BetSettled',
      userId: 9,
      gameId: 1,
      issueNo: '20260601-0721',
      bets: [{ betId: 5, status: 'won', stakeFen: 200, payoutFen: 396 }],
    });
    expect(d).toEqual({
      userIds: [9],
      frames: [
        {
          type: 'bet_settled',
          data: {
            gameId: 1,
            issueNo: '20260601-0721',
            bets: [{ betId: 5, status: 'won', amount: 2, payout: 3.96 }],
          },
        },
      ],
    });
  });

  it('IssueVoided goes to every socket as issue_voided', () => {
    const [d] = deliveriesOf({ type: 'IssueVoided', gameId: 1, gameCode: 'jsk3', issueNo: 'x' });
    expect(d).toEqual({
      userIds: 'everyone',
      frames: [{ type: 'issue_voided', data: { gameId: 1, gameCode: 'jsk3', issueNo: 'x' } }],
    });
  });
});

describe('a real draw reaches the sockets the moment it is made', () => {
  let g: GameTestApp;
  let base: string;
  beforeAll(async () => {
    g = await createGameTestApp();
    base = (await g.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterAll(() => g.close());

  it('the bettor gets issue_drawn then bet_settled; a bystander gets issue_drawn only', async () => {
    const bettor = await registerPlayer(g.app);
    const bystander = await registerPlayer(g.app);
    await g.fund(bettor.user.id, 100);
    await g.tickAt(T0);
    const res = await g.app.inject({
      method: 'POST',
      url: '/api/bets/submit',
      headers: bearer(bettor.token),
      payload: { gameId: 'jsk3', bets: [{ play: 'k3.big_small', option: 'big', amount: 2 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const betId = res.json().data.bets[0].betId;
    const mine = await connectSocket(`${base}/api/ws/chat?token=${bettor.token}`);
    const theirs = await connectSocket(`${base}/ws?token=${bystander.token}`);
    await mine.next((f) => f.type === 'connection');
    await theirs.next((f) => f.type === 'connection');

    await g.tickAt(T0 + 50_000); // 12:01:00: jsk3 20260601-0721 draws and settles
    const drawn = await mine.next((f) => f.type === 'issue_drawn' && f.data.gameCode === 'jsk3');
    expect(drawn.data).toMatchObject({ issueNo: '20260601-0721', gameType: 'k3' });
    expect(drawn.data.numbers).toHaveLength(3);
    expect((await theirs.next((f) => f.type === 'issue_drawn' && f.data.gameCode === 'jsk3')).data).toEqual(
      drawn.data,
    );
    const settled = BetSettledEvent.parse((await mine.next((f) => f.type === 'bet_settled')).data);
    expect(settled.issueNo).toBe('20260601-0721');
    expect(settled.bets).toEqual([
      expect.objectContaining({ betId, amount: 2, status: expect.stringMatching(/won|lost|refunded/) }),
    ]);
    const list = (await g.app.inject({ url: '/api/bets', headers: bearer(bettor.token) })).json().data.list;
    expect(list[0]).toMatchObject({
      betId,
      status: settled.bets[0]!.status,
      payout: settled.bets[0]!.payout,
    });
    expect(theirs.frames.some((f) => f.type === 'bet_settled')).toBe(false);
    mine.ws.close(1000);
    theirs.ws.close(1000);
  });
});
