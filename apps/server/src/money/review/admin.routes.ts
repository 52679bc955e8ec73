import {
  AdminRechargeChannel,
  AdminRechargeOrder,
  AdminRechargeOrdersQuery,
  AdminWithdrawOrder,
  AdminWithdrawOrdersQuery,
  AuditLogEntry,
  AuditLogQuery,
  BigIdParams,
  LedgerAuditReport,
  pageOf,
  RechargeChannelInput,
  ReviewBody,
  successOf,
  WithdrawSettingsInput,
} from '@cailiao/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { MoneyContext } from '../context.ts';
import { WITHDRAW_SETTINGS_KEY } from '../withdraw/withdraw.settings.ts';
import { installOperatorAudit } from './operator-audit.ts';

/**
 * `recharge_orders:12` for /api/admin/recharge/orders/:id/…, the channel saved by its code
 * (`recharge_channels:bank`), the withdraw settings by their key; else null.
 */
function targetOf(req: FastifyRequest): string | null {
  const url = req.routeOptions.url ?? '';
  if (url === '/api/admin/recharge/channels' && req.method === 'PUT') {
    const code = (req.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? `recharge_channels:${code.slice(0, 40)}` : null;
  }
  if (url === '/api/admin/withdraw/config' && req.method === 'PUT')
    return `system_settings:${WITHDRAW_SETTINGS_KEY}`;
  const id = (req.params as { id?: unknown } | undefined)?.id;
  const m = /^\/api\/admin\/([a-z-]+)\/([a-z-]+)\/:id/.exec(url);
  return id !== undefined && m ? `${m[1]}_${m[2]}:${String(id).slice(0, 40)}` : null;
}

/** Operator endpoints (API.md "Operator"): every call, refused ones included, is written to the audit log. */
export const adminRoutes =
  ({
    services: { admin, rechargeReview, recharge, withdrawReview },
    guards,
  }: MoneyContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    const auditIn = installOperatorAudit(app, { admin, guards, target: targetOf });

    const review = { params: BigIdParams, body: ReviewBody };
    const rechargeOne = { 200: successOf(AdminRechargeOrder) };
    const withdrawOne = { 200: successOf(AdminWithdrawOrder) };

    app.get(
      '/api/admin/recharge/orders',
      {
        schema: {
          summary: '充值订单列表（审核用）',
          tags,
          querystring: AdminRechargeOrdersQuery,
          response: { 200: successOf(pageOf(AdminRechargeOrder)) },
        },
        preHandler,
      },
      async (req) => ok(await rechargeReview.list(req.query)),
    );
    app.post(
      '/api/admin/recharge/orders/:id/approve',
      { schema: { summary: '确认充值到账并入账', tags, ...review, response: rechargeOne }, preHandler },
      async (req) =>
        ok(
          await rechargeReview.approve(authOf(req).userId, req.params.id, req.body?.reason, auditIn(req)),
          '已确认到账',
        ),
    );
    app.post(
      '/api/admin/recharge/orders/:id/reject',
      { schema: { summary: '驳回充值订单', tags, ...review, response: rechargeOne }, preHandler },
      async (req) =>
        ok(
          await rechargeReview.reject(authOf(req).userId, req.params.id, req.body?.reason, auditIn(req)),
          '已拒绝',
        ),
    );

    const channelOut = successOf(z.array(AdminRechargeChannel));
    const channels = async () =>
      (await rechargeReview.channels()).map((c) => ({
        ...recharge.toChannel(c),
        enabled: c.enabled,
        sort: c.sort,
      }));
    app.get(
      '/api/admin/recharge/channels',
      {
        schema: { summary: '全部充值通道（含停用与演示通道）', tags, response: { 200: channelOut } },
        preHandler,
      },
      async () => ok(await channels()),
    );
    app.put(
      '/api/admin/recharge/channels',
      {
        schema: {
          summary: '新增或修改充值通道',
          tags,
          body: RechargeChannelInput,
          response: { 200: channelOut },
        },
        preHandler,
      },
      async (req) => {
        await rechargeReview.saveChannel(req.body, auditIn(req));
        return ok(await channels(), '已保存');
      },
    );

    app.get(
      '/api/admin/withdraw/orders',
      {
        schema: {
          summary: '提现订单列表（审核用）',
          tags,
          querystring: AdminWithdrawOrdersQuery,
          response: { 200: successOf(pageOf(AdminWithdrawOrder)) },
        },
        preHandler,
      },
      async (req) => ok(await withdrawReview.list(req.query)),
    );
    app.post(
      '/api/admin/withdraw/orders/:id/approve',
      { schema: { summary: '确认提现已出款', tags, ...review, response: withdrawOne }, preHandler },
      async (req) => {
        const order = await withdrawReview.approve(
          authOf(req).userId,
          req.params.id,
          req.body?.reason,
          auditIn(req),
        );
        return ok(order, order.status === 'pending' ? '已初审通过，等待另一位运营人员复核' : '已确认出款');
      },
    );
    app.post(
      '/api/admin/withdraw/orders/:id/reject',
      { schema: { summary: '驳回提现并解冻金额', tags, ...review, response: withdrawOne }, preHandler },
      async (req) =>
        ok(
          await withdrawReview.reject(authOf(req).userId, req.params.id, req.body?.reason, auditIn(req)),
          '已拒绝，金额已解冻',
        ),
    );
    const settingsOut = { 200: successOf(WithdrawSettingsInput) };
    app.get(
      '/api/admin/withdraw/config',
      {
        schema: { summary: '提现设置：限额、次数、手续费、流水要求', tags, response: settingsOut },
        preHandler,
      },
      async () => ok(await withdrawReview.settings()),
    );
    app.put(
      '/api/admin/withdraw/config',
      {
        schema: { summary: '修改提现设置', tags, body: WithdrawSettingsInput, response: settingsOut },
        preHandler,
      },
      async (req) => ok(await withdrawReview.saveSettings(req.body, auditIn(req)), '已保存'),
    );

    app.get(
      '/api/admin/audit-logs',
      {
        schema: {
          summary: '运营操作审计日志（分页）',
          tags,
          querystring: AuditLogQuery,
          response: { 200: successOf(pageOf(AuditLogEntry)) },
        },
        preHandler,
      },
      async (req) => ok(await admin.auditLogs(req.query)),
    );
    app.get(
      '/api/admin/ledger/audit',
      {
        schema: {
          summary: '核对每个钱包与其账本流水',
          tags,
          response: { 200: successOf(LedgerAuditReport) },
        },
        preHandler,
      },
      async () => ok(await admin.ledgerAudit()),
    );
  };
