import type {
  Activity,
  ActivityApplication,
  ActivityDetail,
  AdminActivity,
  AdminActivityApplication,
  AdminActivityInput,
  ApplicationStatus,
  JoinActivityBody,
  Page,
} from '@cailiao/contracts';
import { activityPhase, fenToYuan, yuanToFen } from '@cailiao/domain';
import type { AuditWrite, WalletService } from '../../money/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { businessRule, conflict, forbidden, notFound } from '../../platform/errors.ts';
import { ENGAGEMENT_LEDGER_KINDS, rewardReference } from '../ledger-kinds.ts';
import type { PlayerMessagesService } from '../messages/player-messages.service.ts';
import { type ActivityFilter, activityRepository as repo } from './activity.repository.ts';
import type { ActivityApplicationRow, ActivityRow } from './activity.schema.ts';

interface Deps {
  db: Db;
  wallet: WalletService;
  messages: PlayerMessagesService;
  now: () => Date;
}

const toApplication = (a: ActivityApplicationRow): ActivityApplication => ({
  id: a.id,
  activityId: a.activityId,
  status: a.status,
  message: a.message,
  reason: a.reason,
  createdAt: a.createdAt.toISOString(),
  reviewedAt: a.reviewedAt?.toISOString() ?? null,
});

/** The stored columns of an operator's activity. */
const rowOf = (a: AdminActivityInput) => ({
  title: a.title,
  summary: a.summary,
  coverImage: a.coverImage,
  kind: a.kind,
  link: a.link,
  content: a.content,
  rules: a.rules,
  requiresApplication: a.requiresApplication,
  rewardFen: yuanToFen(a.reward),
  startsAt: new Date(a.startsAt),
  endsAt: a.endsAt ? new Date(a.endsAt) : null,
  sort: a.sort,
  enabled: a.enabled,
});

/** Activities: the list and detail (rich content, time window), and sign-up with the operator's decision. */
export function createActivityService({ db, wallet, messages, now }: Deps) {
  function toActivity(a: ActivityRow, application: ActivityApplicationRow | undefined, at: Date): Activity {
    return {
      activityId: a.id,
      title: a.title,
      summary: a.summary,
      coverImage: a.coverImage,
      kind: a.kind,
      link: a.link,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt?.toISOString() ?? null,
      status: activityPhase(a, at),
      requiresApplication: a.requiresApplication,
      reward: fenToYuan(a.rewardFen),
      application: application ? toApplication(application) : null,
    };
  }

  function toAdminActivity(a: ActivityRow, at: Date): AdminActivity {
    return {
      activityId: a.id,
      title: a.title,
      summary: a.summary,
      coverImage: a.coverImage,
      kind: a.kind,
      link: a.link,
      content: a.content,
      rules: a.rules,
      requiresApplication: a.requiresApplication,
      reward: fenToYuan(a.rewardFen),
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt?.toISOString() ?? null,
      sort: a.sort,
      enabled: a.enabled,
      status: activityPhase(a, at),
    };
  }

  async function load(activityId: number): Promise<ActivityRow> {
    const a = await repo.findActivity(db, activityId);
    if (!a) throw notFound('活动不存在');
    return a;
  }

  return {
    async list(
      userId: number | null,
      q: { page: number; limit: number; status: ActivityFilter },
    ): Promise<Page<Activity>> {
      const at = now();
      const { rows, total } = await repo.listActivities(db, q.status, at, q.page, q.limit);
      const apps = userId
        ? await repo.applicationsOf(
            db,
            userId,
            rows.map((r) => r.id),
          )
        : [];
      const byActivity = new Map(apps.map((a) => [a.activityId, a]));
      return {
        list: rows.map((r) => toActivity(r, byActivity.get(r.id), at)),
        pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
      };
    },

    async detail(userId: number | null, activityId: number): Promise<ActivityDetail> {
      const a = await load(activityId);
      const [application] = userId ? await repo.applicationsOf(db, userId, [a.id]) : [];
      return { ...toActivity(a, application, now()), content: a.content, rules: a.rules };
    },

    /** Signs the player up for an activity that needs it: one application, pending the operator. */
    async join(userId: number, body: JoinActivityBody): Promise<ActivityApplication> {
      const a = await load(body.activityId);
      if (!a.requiresApplication)
        throw businessRule('APPLICATION_NOT_NEEDED', '该活动无需报名，直接参与即可');
      const phase = activityPhase(a, now());
      if (phase !== 'ongoing')
        throw businessRule('ACTIVITY_NOT_OPEN', phase === 'upcoming' ? '活动尚未开始' : '活动已结束');
      const created = await repo.insertApplication(db, {
        activityId: a.id,
        userId,
        message: body.message || null,
        createdAt: now(),
      });
      if (!created) throw conflict('ALREADY_APPLIED', '您已报名该活动，请勿重复报名');
      return toApplication(created);
    },

    async applications(q: {
      page: number;
      limit: number;
      status?: ApplicationStatus;
      activityId?: number;
    }): Promise<Page<AdminActivityApplication>> {
      const { rows, total } = await repo.listApplications(db, q, q.page, q.limit);
      return {
        list: rows.map((r) => ({
          ...toApplication(r.application),
          userId: r.application.userId,
          username: r.username,
          activityTitle: r.title,
        })),
        pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
      };
    },

    /**
     * The operator's decision on a pending application. Approval pays the activity's reward in the
     * same transaction (reference `activity_reward:<id>`); of concurrent decisions one wins, the
     * others answer 409. The player gets a message either way.
     */
    async decide(
      adminId: number,
      id: number,
      decision: 'approved' | 'rejected',
      reason: string | undefined,
      audit: AuditWrite,
    ): Promise<ActivityApplication> {
      const existing = await repo.findApplication(db, id);
      if (!existing) throw notFound('报名记录不存在');
      if (existing.userId === adminId) throw forbidden('不能审核自己的报名');
      const activity = await repo.findActivity(db, existing.activityId);
      const rewardFen = decision === 'approved' ? (activity?.rewardFen ?? 0) : 0;
      const decided = await db.transaction(async (tx) => {
        const row = await repo.decide(tx, id, decision, {
          reviewedBy: adminId,
          reason: reason || (decision === 'rejected' ? '不符合活动条件' : null),
          reviewedAt: now(),
        });
        if (row && rewardFen > 0) {
          await wallet.credit(tx, {
            userId: row.userId,
            amountFen: rewardFen,
            kind: ENGAGEMENT_LEDGER_KINDS.activityReward,
            reference: rewardReference.activity(row.id),
            memo: `活动奖励：${activity?.title ?? ''}`.slice(0, 100),
          });
        }
        if (row) await audit(tx);
        return row;
      });
      if (!decided) throw conflict('APPLICATION_NOT_PENDING', '该报名已审核');
      const title = activity?.title ?? '活动';
      const reward = rewardFen > 0 ? `，活动奖励${fenToYuan(rewardFen)}元已发放到您的账户` : '';
      await messages.notify(decided.userId, {
        kind: 'activity',
        title: decision === 'approved' ? '活动报名已通过' : '活动报名未通过',
        content:
          decision === 'approved'
            ? `您报名的「${title}」已审核通过${reward}。`
            : `您报名的「${title}」未通过审核，原因：${decided.reason}。`,
        data: { activityId: decided.activityId, applicationId: decided.id },
        dedupeKey: `activity_application:${decided.id}`,
      });
      return toApplication(decided);
    },

    /** Every activity, enabled or not, for the console. */
    async adminList(q: { page: number; limit: number }): Promise<Page<AdminActivity>> {
      const { rows, total } = await repo.adminActivities(db, q.page, q.limit);
      return {
        list: rows.map((a) => toAdminActivity(a, now())),
        pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
      };
    },

    /** Creates an activity with the action's audit row, in one transaction. */
    async create(input: AdminActivityInput, audit: AuditWrite): Promise<AdminActivity> {
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertActivity(tx, rowOf(input));
        await audit(tx, { target: `activities:${created.id}` });
        return created;
      });
      return toAdminActivity(row, now());
    },

    /** Edits an activity (`enabled: false` takes it off the players' list). */
    async update(id: number, input: AdminActivityInput, audit: AuditWrite): Promise<AdminActivity> {
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateActivity(tx, id, rowOf(input));
        if (!updated) throw notFound('活动不存在');
        await audit(tx);
        return updated;
      });
      return toAdminActivity(row, now());
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
