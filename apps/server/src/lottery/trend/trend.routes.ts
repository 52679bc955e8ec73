import {
  DragonList,
  DrawItem,
  DrawPageQuery,
  GameRefParams,
  K3Statistics,
  LongDragonQuery,
  MissData,
  pageOf,
  RoadData,
  RoadQuery,
  successOf,
  TrendData,
  TrendQuery,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../platform/errors.ts';
import { ok } from '../../platform/http/reply.ts';
import type { LotteryContext } from '../context.ts';

/** Trends, misses, statistics, roads and long dragons (GAMES.md §6). Public. */
export const trendRoutes =
  ({ services: { games, draw, trend } }: LotteryContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['trend'];
    const dragons = { tags, response: { 200: successOf(DragonList) } };

    app.get(
      '/api/lottery/trend',
      {
        schema: {
          summary: '号码走势',
          tags,
          querystring: TrendQuery,
          response: { 200: successOf(TrendData) },
        },
      },
      async (req) => ok(await trend.trend(await games.select(req.query), req.query.limit)),
    );

    app.get(
      '/api/lottery/miss',
      {
        schema: {
          summary: '号码遗漏统计',
          tags,
          querystring: TrendQuery,
          response: { 200: successOf(MissData) },
        },
      },
      async (req) => ok(await trend.miss(await games.select(req.query), req.query.limit)),
    );

    app.get(
      '/api/k3/statistics',
      {
        schema: {
          summary: '快3 统计：和值、点数、大小与单双',
          tags,
          querystring: TrendQuery.partial({ limit: true }),
          response: { 200: successOf(K3Statistics) },
        },
      },
      async (req) => {
        const game = await games.select({ ...req.query, gameType: req.query.gameType ?? 'k3' });
        if (game.type !== 'k3')
          throw badRequest('该彩种不是快3', [{ field: 'gameId', message: '该彩种不是快3' }]);
        return ok(await trend.k3Statistics(game, req.query.limit ?? 100));
      },
    );

    app.get(
      '/api/ssc/:game/history',
      {
        schema: {
          summary: '时时彩开奖历史（分页）',
          tags,
          params: GameRefParams,
          querystring: DrawPageQuery,
          response: { 200: successOf(pageOf(DrawItem)) },
        },
      },
      async (req) =>
        ok(await draw.page(await games.resolve(req.params.game), req.query.page, req.query.limit)),
    );

    app.get(
      '/api/ssc/:game/road',
      {
        schema: {
          summary: '时时彩路珠',
          tags,
          params: GameRefParams,
          querystring: RoadQuery,
          response: { 200: successOf(RoadData) },
        },
      },
      async (req) =>
        ok(await trend.road(await games.resolve(req.params.game), req.query.key, req.query.limit)),
    );

    app.get(
      '/api/road/recommendations',
      {
        schema: {
          summary: '长龙统计（/api/longdragon/query 的别名）',
          ...dragons,
          querystring: LongDragonQuery,
        },
      },
      async (req) => {
        const q = req.query;
        const game = q.gameId || q.id || q.code || q.gameType ? await games.select(q) : undefined;
        return ok(await trend.longDragon(game, q.minRun));
      },
    );

    app.get(
      '/api/longdragon/query',
      { schema: { summary: '长龙统计：同一属性连续开出的期数', ...dragons, querystring: LongDragonQuery } },
      async (req) => {
        const q = req.query;
        const game = q.gameId || q.id || q.code || q.gameType ? await games.select(q) : undefined;
        return ok(await trend.longDragon(game, q.minRun));
      },
    );
  };
