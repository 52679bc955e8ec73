import { ReferralConfig, successOf } from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installOperatorAudit } from '../../money/index.ts';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';
import { loadReferralRates, saveReferralRates } from './referral.settings.ts';

/** The operator's referral settings; every call, refused ones included, goes to the audit log. */
export const referralAdminRoutes =
  ({ services: { admin }, guards, database }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    const db = database.db;

    const auditIn = installOperatorAudit(app, {
      admin,
      guards,
      target: () => 'system_settings:referral_config',
    });

    const toConfig = (bps: readonly number[]): ReferralConfig => ({ ratesPercent: bps.map((b) => b / 100) });

    app.get(
      '/api/admin/referral/config',
      { schema: { summary: '推广佣金比例', tags, response: { 200: successOf(ReferralConfig) } }, preHandler },
      async () => ok(toConfig((await loadReferralRates(db)).bpsByLevel)),
    );

    app.put(
      '/api/admin/referral/config',
      {
        schema: {
          summary: '修改推广佣金比例',
          tags,
          body: ReferralConfig,
          response: { 200: successOf(ReferralConfig) },
        },
        preHandler,
      },
      async (req) => {
        const bpsByLevel = req.body.ratesPercent.map((p) => Math.round(p * 100));
        await db.transaction(async (tx) => {
          await saveReferralRates(tx, { bpsByLevel });
          await auditIn(req)(tx);
        });
        // Accrual reads the rates at most 10 s old: the new ones apply to bets settled from then on.
        return ok(toConfig((await loadReferralRates(db)).bpsByLevel), '返佣比例已保存，10秒内生效');
      },
    );
  };
