import {
  Game,
  GameConfig,
  GameIdParams,
  GameList,
  GameSelectQuery,
  GameTypeQuery,
  LhcConfigData,
  OddsAnswer,
  OddsQuery,
  PlayType,
  successOf,
} from '@cailiao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPayloadCache, PRECOMPUTED_ROUTE } from '../../platform/http/precomputed.ts';
import { ok } from '../../platform/http/reply.ts';
import type { LotteryContext } from '../context.ts';
import type { GameRow } from './game.schema.ts';

/** How stale a lobby card's last draw may be, at most. */
const LAST_DRAW_FRESH_MS = 3_000;

/** Games, plays and odds (API.md "Games and draws"). Public: no session needed to look. */
export const gameRoutes =
  ({ services: { games, draw } }: LotteryContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['game'];
    const playsResponse = successOf(z.array(PlayType));
    const plays = { tags, response: { 200: playsResponse } };
    const listResponse = successOf(GameList);
    // The game list and the odds tables are read by every lobby and bet page: serialised once per
    // version of what they depend on, with an ETag (304 while the client's copy is current).
    const payloads = createPayloadCache();
    const sendPlayTypes = async (req: FastifyRequest, reply: FastifyReply, game: GameRow) => {
      const key = `plays:${await games.playTypesKey(game)}`;
      return payloads.send(req, reply, key, playsResponse, async () => ok(await games.playTypes(game)));
    };

    app.get(
      '/api/game/list',
      {
        ...PRECOMPUTED_ROUTE,
        schema: { summary: '游戏分类与游戏列表', tags, response: { 200: listResponse } },
      },
      async (req, reply) => {
        // Each lobby card shows its game's last result beside the running issue: the payload is
        // rebuilt when the games or their issues change, and at least every few seconds for the
        // last draw (drawn a moment after the next issue opens).
        const key = `list:${await games.listKey()}:${Math.floor(Date.now() / LAST_DRAW_FRESH_MS)}`;
        return payloads.send(req, reply, key, listResponse, async () => {
          const list = await games.list(draw.currentTimes);
          const last = new Map(
            await Promise.all(list.list.map(async (g) => [g.id, await draw.lastNumbers(g.id)] as const)),
          );
          const withLast = (g: Game) => ({ ...g, lastDraw: last.get(g.id) ?? null });
          return ok({ ...list, list: list.list.map(withLast), hot: list.hot.map(withLast) });
        });
      },
    );

    app.get(
      '/api/game/detail',
      {
        schema: {
          summary: '按编码或编号查询游戏详情',
          tags,
          querystring: GameSelectQuery,
          response: { 200: successOf(Game) },
        },
      },
      async (req) => ok(await games.toGame(await games.select(req.query), draw.currentTimes)),
    );

    app.get(
      '/api/game/config',
      {
        schema: {
          summary: '彩种配置：游戏、投注限额与快捷金额',
          tags,
          querystring: GameTypeQuery,
          response: { 200: successOf(GameConfig) },
        },
      },
      async (req) => ok(await games.config(req.query.gameType, draw.currentTimes)),
    );

    app.get(
      '/api/game/play-types',
      {
        ...PRECOMPUTED_ROUTE,
        schema: { summary: '按游戏类型查询玩法', ...plays, querystring: GameTypeQuery },
      },
      async (req, reply) => {
        const game = req.query.gameId
          ? await games.resolve(req.query.gameId)
          : await games.firstOfFamily(req.query.gameType);
        return sendPlayTypes(req, reply, game);
      },
    );

    app.get(
      '/api/game/lhc/config',
      {
        schema: {
          summary: '六合彩号码属性：生肖、波色、五行',
          tags,
          response: { 200: successOf(LhcConfigData) },
        },
      },
      async () => ok(games.lhcConfig()),
    );

    app.get(
      '/api/game/:id',
      { schema: { summary: '游戏详情', tags, params: GameIdParams, response: { 200: successOf(Game) } } },
      async (req) => ok(await games.detail(req.params.id, draw.currentTimes)),
    );

    app.get(
      '/api/game/:id/play-types',
      { ...PRECOMPUTED_ROUTE, schema: { summary: '游戏的玩法', ...plays, params: GameIdParams } },
      async (req, reply) => sendPlayTypes(req, reply, await games.resolve(req.params.id)),
    );

    app.get(
      '/api/game/:id/odds',
      {
        schema: {
          summary: '游戏的赔率表',
          tags,
          params: GameIdParams,
          querystring: OddsQuery,
          response: { 200: successOf(OddsAnswer) },
        },
      },
      async (req) =>
        ok(await games.oddsOf(await games.resolve(req.params.id), req.query.play, req.query.option)),
    );
  };
