import {
  BetDetail,
  BetIdParams,
  BetRecord,
  BetStatistics,
  BetStatsQuery,
  BetsQuery,
  CancelBetBody,
  CancelBetResult,
  type GameFamily,
  ProfitRanking,
  pageOf,
  SubmitBetsBody,
  SubmitBetsResult,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { createSessionRecall } from '../../platform/http/session-recall.ts';
import type { LotteryContext } from '../context.ts';

/** Bets (API.md "Bets"): submit and its aliases, list, detail, cancel, statistics, ranking. */
export const betRoutes =
  ({ services: { bet, user }, guards }: LotteryContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['bet'];
    const preHandler = guards.requireAuth;
    const submit = { tags, body: SubmitBetsBody, response: { 200: successOf(SubmitBetsResult) } };
    // A player who bets again is not looked up: the slip statement checks the session
    // (platform/http/session-recall.ts).
    const recall = createSessionRecall(guards);

    // The family-specific aliases accept the same body and only that family's games.
    const aliases: [string, GameFamily | undefined, string][] = [
      ['/api/bets/submit', undefined, '提交投注（一次可含多注）'],
      ['/api/bet/submit', undefined, '提交投注（/api/bets/submit 的别名）'],
      ['/api/k3/bet', 'k3', '提交快3投注'],
      ['/api/xy28/bet', 'xy28', '提交幸运28投注'],
    ];
    for (const [url, family, summary] of aliases) {
      app.post(url, { schema: { ...submit, summary }, preHandler: recall.requireAuth }, async (req, reply) =>
        ok(await bet.submit(authOf(req).userId, req.body, family, recall.sessionOf(req, reply)), '投注成功'),
      );
    }

    app.get(
      '/api/bets',
      {
        schema: {
          summary: '我的注单（分页）',
          tags,
          querystring: BetsQuery,
          response: { 200: successOf(pageOf(BetRecord)) },
        },
        preHandler,
      },
      async (req) => ok(await bet.list(authOf(req).userId, req.query)),
    );

    app.get(
      '/api/bets/:id',
      {
        schema: { summary: '注单详情', tags, params: BetIdParams, response: { 200: successOf(BetDetail) } },
        preHandler,
      },
      async (req) => ok(await bet.detail(authOf(req).userId, req.params.id)),
    );

    app.post(
      '/api/bet/cancel',
      {
        schema: {
          summary: '撤销未开奖的注单',
          tags,
          body: CancelBetBody,
          response: { 200: successOf(CancelBetResult) },
        },
        preHandler,
      },
      async (req) => ok(await bet.cancel(authOf(req).userId, req.body.betId), '撤单成功'),
    );

    app.get(
      '/api/bet/statistics',
      {
        schema: {
          summary: '我的投注统计',
          tags,
          querystring: BetStatsQuery,
          response: { 200: successOf(BetStatistics) },
        },
        preHandler,
      },
      async (req) => ok(await bet.statistics(authOf(req).userId, req.query)),
    );

    app.get(
      '/api/reports/profit-ranking/yesterday',
      { schema: { summary: '昨日盈利排行', tags, response: { 200: successOf(ProfitRanking) } } },
      async () =>
        ok(
          await bet.yesterdayRanking(async (userId) => {
            const u = await user.brief(userId);
            return { nickname: u.nickname || u.username, avatar: u.avatar };
          }),
        ),
    );
  };
