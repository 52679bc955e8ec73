import type { GroupApplication, GroupRequestsSummary, Page, PendingGroupInvite } from '@cailiao/contracts';
import { paginationOf } from '@cailiao/contracts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { businessRule, conflict, notFound } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { loadBriefs } from '../chat/message-presenter.ts';
import { groupApplicationsRepository as repo } from './group-applications.repository.ts';
import { addMemberInTx } from './group-members.service.ts';
import { groupsRepository } from './groups.repository.ts';
import type { GroupApplicationRow } from './groups.schema.ts';
import { dissolvedError, type GroupsService } from './groups.service.ts';

interface Deps {
  db: Db;
  bus: EventBus;
  groups: GroupsService;
  /** My pending invites (group-members.service). */
  pendingInvites: (me: number) => Promise<PendingGroupInvite[]>;
}

const SUMMARY_LIMIT = 50;
const unknown = (id: number) => ({ id, username: '', nickname: '未知用户', avatar: null });

/**
 * Applications to join a public group: an outsider applies with a message, the owner or an admin
 * approves (the applicant joins, with a SYSTEM notice) or rejects with a reason. The summary feeds
 * the badges: my pending invites and the pending applications of the groups I manage.
 */
export function createGroupApplicationsService({ db, bus, groups, pendingInvites }: Deps) {
  const { notices } = groups;

  async function present(rows: GroupApplicationRow[]): Promise<GroupApplication[]> {
    const ids = rows.flatMap((r) => (r.handledBy ? [r.userId, r.handledBy] : [r.userId]));
    const [briefs, names] = await Promise.all([
      loadBriefs(db, ids),
      groupsRepository.names(
        db,
        rows.map((r) => r.groupId),
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      groupId: r.groupId,
      groupName: names.get(r.groupId) ?? '',
      userId: r.userId,
      user: briefs.get(r.userId) ?? unknown(r.userId),
      message: r.message,
      status: r.status,
      reason: r.reason,
      handledBy: r.handledBy ? (briefs.get(r.handledBy) ?? unknown(r.handledBy)) : null,
      createdAt: r.createdAt.toISOString(),
      handledAt: r.handledAt?.toISOString() ?? null,
    }));
  }

  return {
    async apply(me: number, groupId: number, message?: string) {
      const group = await groupsRepository.findById(db, groupId);
      if (!group || (!group.isPublic && !(await groupsRepository.member(db, groupId, me))))
        throw notFound('群组不存在');
      if (group.status !== 'active') throw dissolvedError();
      if (await groupsRepository.member(db, groupId, me)) throw conflict('ALREADY_MEMBER', '你已经是群成员');
      if ((await groupsRepository.memberCount(db, groupId)) >= group.maxMembers)
        throw businessRule('GROUP_FULL', '群成员已满');
      let row: GroupApplicationRow;
      try {
        row = await repo.insert(db, { groupId, userId: me, message: message || null });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('APPLICATION_PENDING', '已提交过申请，请等待审核');
        throw err;
      }
      const applicant = (await loadBriefs(db, [me])).get(me) ?? unknown(me);
      await bus.publish({
        type: 'GroupApplicationSubmitted',
        managerIds: await groupsRepository.managerIds(db, groupId),
        applicationId: row.id,
        groupId,
        groupName: group.name,
        applicant,
        message: row.message,
      });
      return { id: row.id, groupId, status: row.status };
    },

    async list(
      me: number,
      groupId: number,
      q: { status?: string; page: number; limit: number },
    ): Promise<Page<GroupApplication>> {
      await groups.authorize(groupId, me, 'handleApplications');
      const { list, total } = await repo.page(db, groupId, q.status, q.limit, (q.page - 1) * q.limit);
      return { list: await present(list), pagination: paginationOf({ page: q.page, limit: q.limit }, total) };
    },

    async approve(me: number, applicationId: number, accept: boolean, reason?: string) {
      const found = await repo.findById(db, applicationId);
      if (!found) throw notFound('申请不存在');
      const { group, member } = await groups.authorize(found.groupId, me, 'handleApplications');
      const notice = await db.transaction(async (tx) => {
        const app = await repo.lock(tx, applicationId);
        if (app?.status !== 'pending') throw conflict('APPLICATION_HANDLED', '该申请已处理');
        await repo.handle(tx, applicationId, accept ? 'approved' : 'rejected', me, reason || null);
        if (!accept) return undefined;
        const added = await addMemberInTx(tx, notices, app.groupId, app.userId, {
          via: 'application',
          approverId: me,
          approverRole: member.role,
        });
        return added.notice;
      });
      if (accept) await notices.rosterChanged(found.groupId);
      await notices.announce(found.groupId, notice);
      await bus.publish({
        type: 'GroupApplicationHandled',
        userId: found.userId,
        applicationId,
        groupId: found.groupId,
        groupName: group.name,
        accepted: accept,
        reason: reason || null,
      });
      return { id: applicationId, groupId: found.groupId, status: accept ? 'approved' : 'rejected' };
    },

    async summary(me: number, includeAll: boolean): Promise<GroupRequestsSummary> {
      const [invites, managed] = await Promise.all([
        pendingInvites(me),
        repo.forManager(db, me, includeAll, SUMMARY_LIMIT),
      ]);
      return {
        invites,
        applications: await present(managed.list),
        counts: {
          invites: invites.length,
          applications: managed.pending,
          total: invites.length + managed.pending,
        },
      };
    },
  };
}
export type GroupApplicationsService = ReturnType<typeof createGroupApplicationsService>;
