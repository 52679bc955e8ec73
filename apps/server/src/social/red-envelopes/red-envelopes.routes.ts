import {
  GrabRedEnvelopeBody,
  Id,
  RedEnvelopeDetail,
  RedEnvelopeGrab,
  RedEnvelopeListQuery,
  RedEnvelopePage,
  RedEnvelopeRecords,
  RedEnvelopeSent,
  SendRedEnvelopeBody,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { SocialContext } from '../context.ts';

const IdParams = z.object({ id: Id.max(2_147_483_647) });

/** Red envelopes (SPEC.md §7): send, grab, detail, grab records, my envelopes. */
export const redEnvelopeRoutes =
  ({ services: { chat }, guards }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['red-envelopes'];
    const preHandler = guards.requireAuth;
    const { redEnvelopes } = chat;

    app.post(
      '/api/chat/red-envelopes',
      {
        schema: {
          summary: '发红包（拼手气或普通，可设口令）',
          tags,
          body: SendRedEnvelopeBody,
          response: { 200: successOf(RedEnvelopeSent) },
        },
        preHandler,
      },
      async (req) => ok(await redEnvelopes.send(authOf(req).userId, req.body), '红包已发出'),
    );
    app.get(
      '/api/chat/red-envelopes',
      {
        schema: {
          summary: '我发出和领取的红包',
          tags,
          querystring: RedEnvelopeListQuery,
          response: { 200: successOf(RedEnvelopePage) },
        },
        preHandler,
      },
      async (req) => ok(await redEnvelopes.list(authOf(req).userId, req.query)),
    );
    app.post(
      '/api/chat/red-envelopes/:id/grab',
      {
        schema: {
          summary: '抢红包（口令红包需口令）',
          tags,
          params: IdParams,
          body: GrabRedEnvelopeBody.optional(),
          response: { 200: successOf(RedEnvelopeGrab) },
        },
        preHandler,
      },
      async (req) => {
        const grab = await redEnvelopes.grab(authOf(req).userId, req.params.id, req.body?.password);
        return ok(grab, `抢到${grab.grabAmount.toFixed(2)}元`);
      },
    );
    app.get(
      '/api/chat/red-envelopes/:id',
      {
        schema: {
          summary: '红包详情',
          tags,
          params: IdParams,
          response: { 200: successOf(RedEnvelopeDetail) },
        },
        preHandler,
      },
      async (req) => ok(await redEnvelopes.detail(authOf(req).userId, req.params.id)),
    );
    app.get(
      '/api/chat/red-envelopes/:id/records',
      {
        schema: {
          summary: '红包领取记录',
          tags,
          params: IdParams,
          response: { 200: successOf(RedEnvelopeRecords) },
        },
        preHandler,
      },
      async (req) => ok(await redEnvelopes.records(authOf(req).userId, req.params.id)),
    );
  };
