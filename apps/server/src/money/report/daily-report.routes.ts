import { DailyReport, DailyReportQuery, successOf } from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/reply.ts';
import type { MoneyContext } from '../context.ts';
import { installOperatorAudit } from '../review/operator-audit.ts';

/** The daily reconciliation report and its CSV export (reads, each call audited). */
export const dailyReportRoutes =
  ({ services: { admin, dailyReport }, guards }: MoneyContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    const auditIn = installOperatorAudit(app, { admin, guards, target: () => null });

    app.get(
      '/api/admin/reports/daily',
      {
        schema: {
          summary: '每日对账报表（按北京时间分日，与账本核对）',
          tags,
          querystring: DailyReportQuery,
          response: { 200: successOf(DailyReport) },
        },
        preHandler,
      },
      async (req) => ok(await dailyReport.report(req.query)),
    );
    app.get(
      '/api/admin/reports/daily.csv',
      {
        schema: {
          summary: '导出每日对账报表（CSV，UTF-8 带BOM）',
          tags,
          querystring: DailyReportQuery,
          response: { 200: z.string().describe('CSV 文件') },
        },
        preHandler,
      },
      async (req, reply) => {
        const csv = await dailyReport.csv(req.query, auditIn(req));
        const name = `对账报表_${req.query.from}_${req.query.to}.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="daily-report-${req.query.from}_${req.query.to}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          .send(csv);
      },
    );
  };
