import type { AdminNotice, Notice, NoticeInput, NoticeUpdate, Page } from '@cailiao/contracts';
import type { AuditWrite } from '../../money/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { messagesRepository as repo } from './messages.repository.ts';
import type { NoticeRow } from './messages.schema.ts';

const toNotice = (n: NoticeRow, readAt: Date | null): Notice => ({
  noticeId: n.id,
  title: n.title,
  content: n.content,
  isPopup: n.isPopup,
  publishedAt: n.publishedAt.toISOString(),
  isRead: readAt !== null,
});

const toAdminNotice = (n: NoticeRow): AdminNotice => ({
  noticeId: n.id,
  title: n.title,
  content: n.content,
  isPopup: n.isPopup,
  enabled: n.enabled,
  publishedAt: n.publishedAt.toISOString(),
  createdAt: n.createdAt.toISOString(),
});

/** Notices for every player (a guest sees them unread); popup notices show once at launch. */
export function createNoticesService({ db, now }: { db: Db; now: () => Date }) {
  return {
    async list(
      userId: number | null,
      q: { page: number; limit: number; popup?: boolean; isRead?: boolean },
    ): Promise<Page<Notice>> {
      const { rows, total } = await repo.listNotices(db, userId, q, now(), q.page, q.limit);
      return {
        list: rows.map((r) => toNotice(r.notice, r.readAt)),
        pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
      };
    },

    async detail(userId: number | null, noticeId: number): Promise<Notice> {
      const row = await repo.findNotice(db, userId, noticeId, now());
      if (!row) throw notFound('公告不存在');
      return toNotice(row.notice, row.readAt);
    },

    async read(userId: number, noticeId: number): Promise<Notice> {
      const row = await repo.findNotice(db, userId, noticeId, now());
      if (!row) throw notFound('公告不存在');
      if (!row.readAt) await repo.markNoticeRead(db, userId, noticeId);
      return toNotice(row.notice, row.readAt ?? now());
    },

    /** Publishes an operator's notice with the action's audit row, in one transaction. */
    async create(input: NoticeInput, audit: AuditWrite): Promise<Notice> {
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertNotice(tx, {
          title: input.title,
          content: input.content,
          isPopup: input.isPopup,
          publishedAt: input.publishedAt ? new Date(input.publishedAt) : now(),
        });
        await audit(tx, { target: `notices:${inserted.id}` });
        return inserted;
      });
      return toNotice(row, null);
    },

    /** Every notice, published or not, for the console. */
    async adminList(q: { page: number; limit: number }): Promise<Page<AdminNotice>> {
      const { rows, total } = await repo.adminNotices(db, q.page, q.limit);
      return {
        list: rows.map(toAdminNotice),
        pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
      };
    },

    /** Edits a notice; `enabled: false` takes it off the players' list (unpublish). */
    async update(id: number, input: NoticeUpdate, audit: AuditWrite): Promise<AdminNotice> {
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateNotice(tx, id, {
          title: input.title,
          content: input.content,
          isPopup: input.isPopup,
          enabled: input.enabled,
          ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
        });
        if (!updated) throw notFound('公告不存在');
        await audit(tx);
        return updated;
      });
      return toAdminNotice(row);
    },

    async remove(id: number, audit: AuditWrite): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.deleteNotice(tx, id))) throw notFound('公告不存在');
        await audit(tx);
      });
    },
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
