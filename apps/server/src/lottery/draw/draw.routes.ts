import {
  CurrentIssue,
  DrawItem,
  DrawPageQuery,
  DrawVerification,
  GAME_FAMILIES,
  GAME_FAMILY_NAMES,
  GameRefParams,
  GameSelectQuery,
  LotteryPageQuery,
  pageOf,
  successOf,
  VerifyQuery,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/reply.ts';
import type { LotteryContext } from '../context.ts';

/** Issues, draws and their verification (API.md "Games and draws"). Public. */
export const drawRoutes =
  ({ services: { games, draw } }: LotteryContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['draw'];
    const current = { tags, response: { 200: successOf(CurrentIssue) } };
    const page = { tags, response: { 200: successOf(pageOf(DrawItem)) } };
    const result = { tags, response: { 200: successOf(DrawItem.nullable()) } };

    app.get(
      '/api/issue/:game/current',
      { schema: { summary: '游戏的当前期号与封盘时间', ...current, params: GameRefParams } },
      async (req) => ok(await draw.currentView(await games.resolve(req.params.game))),
    );

    app.get(
      '/api/draw/:game/latest',
      {
        schema: {
          summary: '游戏的最近开奖结果（分页）',
          ...page,
          params: GameRefParams,
          querystring: DrawPageQuery,
        },
      },
      async (req) =>
        ok(await draw.page(await games.resolve(req.params.game), req.query.page, req.query.limit)),
    );

    app.get(
      '/api/lottery/current',
      { schema: { summary: '当前期号与封盘时间', ...current, querystring: GameSelectQuery } },
      async (req) => ok(await draw.currentView(await games.select(req.query))),
    );

    app.get(
      '/api/lottery/result',
      { schema: { summary: '最新一期开奖结果', ...result, querystring: GameSelectQuery } },
      async (req) => ok(await draw.latestResult(await games.select(req.query))),
    );

    app.get(
      '/api/lottery/history',
      { schema: { summary: '开奖历史（分页）', ...page, querystring: LotteryPageQuery } },
      async (req) => ok(await draw.page(await games.select(req.query), req.query.page, req.query.limit)),
    );

    // The latest result of each family's first game: /api/k3/result, /api/ssc/result, …
    for (const family of GAME_FAMILIES) {
      const summary = `${GAME_FAMILY_NAMES[family]}（首个游戏）最新一期开奖结果`;
      app.get(`/api/${family}/result`, { schema: { ...result, summary } }, async () =>
        ok(await draw.latestResult(await games.firstOfFamily(family))),
      );
    }

    app.get(
      '/api/lottery/verify',
      {
        schema: {
          summary: '验证某期开奖：种子、哈希与结果',
          tags,
          querystring: VerifyQuery,
          response: { 200: successOf(DrawVerification) },
        },
      },
      async (req) => ok(await draw.verify(await games.resolve(req.query.gameId), req.query.issueNo)),
    );
  };
