import type { GroupAnnouncement, Page } from '@cailiao/contracts';
import { paginationOf } from '@cailiao/contracts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { loadBriefs } from '../chat/message-presenter.ts';
import { groupAnnouncementsRepository as repo } from './group-announcements.repository.ts';
import { actorName } from './group-permissions.ts';
import type { GroupAnnouncementRow } from './groups.schema.ts';
import type { GroupsService } from './groups.service.ts';

const unknown = (id: number) => ({ id, username: '', nickname: '未知用户', avatar: null });

/**
 * Group announcements: members read them; owner and admins create, edit and delete them. A popup
 * announcement is shown once per member and version: editing raises the version.
 */
export function createGroupAnnouncementsService({ db, groups }: { db: Db; groups: GroupsService }) {
  const { notices } = groups;

  async function present(rows: { announcement: GroupAnnouncementRow; seenVersion: number | null }[]) {
    const authors = await loadBriefs(
      db,
      rows.map((r) => r.announcement.authorId),
    );
    return rows.map(
      ({ announcement: a, seenVersion }): GroupAnnouncement => ({
        id: a.id,
        groupId: a.groupId,
        title: a.title,
        content: a.content,
        isPopup: a.isPopup,
        version: a.version,
        author: authors.get(a.authorId) ?? unknown(a.authorId),
        seen: (seenVersion ?? 0) >= a.version,
        createdAt: a.createdAt.toISOString(),
        updatedAt: a.updatedAt.toISOString(),
      }),
    );
  }

  async function writable(me: number, groupId: number, id?: number) {
    const { member } = await groups.authorize(groupId, me, 'announce');
    const row = id === undefined ? undefined : await repo.find(db, groupId, id);
    if (id !== undefined && !row) throw notFound('公告不存在');
    return { who: actorName(member.role, await notices.nickname(me)), row };
  }

  return {
    async list(
      me: number,
      groupId: number,
      q: { page: number; limit: number },
    ): Promise<Page<GroupAnnouncement>> {
      await groups.authorize(groupId, me, 'view');
      const { list, total } = await repo.page(db, groupId, me, q.limit, (q.page - 1) * q.limit);
      return { list: await present(list), pagination: paginationOf({ page: q.page, limit: q.limit }, total) };
    },

    /** The popup I have not acknowledged at its current version, or null. */
    async popup(me: number, groupId: number): Promise<GroupAnnouncement | null> {
      await groups.authorize(groupId, me, 'view');
      const row = await repo.unseenPopup(db, groupId, me);
      return row ? ((await present([row]))[0] ?? null) : null;
    },

    async seen(me: number, groupId: number, id: number, version: number) {
      await groups.authorize(groupId, me, 'view');
      const row = await repo.find(db, groupId, id);
      if (!row) throw notFound('公告不存在');
      await repo.markSeen(db, id, me, Math.min(version, row.version));
      return { id, version: Math.min(version, row.version) };
    },

    async create(
      me: number,
      groupId: number,
      body: { title: string; content: string; isPopup: boolean },
    ): Promise<GroupAnnouncement> {
      const { who } = await writable(me, groupId);
      const row = await repo.insert(db, { groupId, authorId: me, ...body });
      // The author has seen their own announcement.
      await repo.markSeen(db, row.id, me, row.version);
      await notices.post(groupId, `${who}发布了群公告「${row.title}」`, {
        event: 'announcement_created',
        announcementId: row.id,
      });
      return (await present([{ announcement: row, seenVersion: row.version }]))[0]!;
    },

    async update(
      me: number,
      groupId: number,
      id: number,
      patch: { title?: string; content?: string; isPopup?: boolean },
    ): Promise<GroupAnnouncement> {
      const { who } = await writable(me, groupId, id);
      const row = (await repo.update(db, id, patch))!;
      await repo.markSeen(db, row.id, me, row.version);
      await notices.post(groupId, `${who}更新了群公告「${row.title}」`, {
        event: 'announcement_updated',
        announcementId: row.id,
      });
      return (await present([{ announcement: row, seenVersion: row.version }]))[0]!;
    },

    async remove(me: number, groupId: number, id: number) {
      const { who, row } = await writable(me, groupId, id);
      await repo.remove(db, id);
      await notices.post(groupId, `${who}删除了群公告「${row!.title}」`, {
        event: 'announcement_deleted',
        announcementId: id,
      });
      return { id, deleted: true };
    },
  };
}
export type GroupAnnouncementsService = ReturnType<typeof createGroupAnnouncementsService>;
