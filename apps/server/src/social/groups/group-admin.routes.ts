import {
  AnnouncementBody,
  AnnouncementSeenBody,
  AnnouncementsQuery,
  ApplicationsQuery,
  ApplyBody,
  ApproveApplicationBody,
  GroupAnnouncement,
  GroupAnnouncementPage,
  GroupApplicationPage,
  GroupRequestsQuery,
  GroupRequestsSummary,
  Id,
  MutedMemberPage,
  MutedMembersQuery,
  MuteGroupBody,
  MuteMemberBody,
  MuteStatus,
  successOf,
  UnmuteMemberBody,
  UpdateAnnouncementBody,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { maskBodies } from '../chat/sensitive-words.ts';
import type { SocialContext } from '../context.ts';

const SerialId = Id.max(2_147_483_647);
const IdParams = z.object({ id: SerialId });
const AnnouncementParams = z.object({ id: SerialId, announcementId: SerialId });

/**
 * Running a group (SPEC.md §7): mute, announcements, applications and the request summary. Who may
 * do what is decided by the services (group-permissions.ts).
 */
export const groupAdminRoutes =
  ({ services: { chat }, guards }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['groups'];
    const preHandler = guards.requireAuth;
    app.addHook(
      'preHandler',
      maskBodies(chat.sensitiveWords.mask, {
        'POST /api/chat/groups/:id/announcements': ['title', 'content'],
        'PUT /api/chat/groups/:id/announcements/:announcementId': ['title', 'content'],
      }),
    );
    const { groupMute, groupAnnouncements, groupApplications } = chat;
    const me = (req: Parameters<typeof authOf>[0]) => authOf(req).userId;

    // ---- mute
    app.post(
      '/api/chat/groups/:id/mute',
      {
        schema: { summary: '禁言群成员（时长与原因）', tags, params: IdParams, body: MuteMemberBody },
        preHandler,
      },
      async (req) => ok(await groupMute.mute(me(req), req.params.id, req.body), '已禁言'),
    );
    app.post(
      '/api/chat/groups/:id/unmute',
      { schema: { summary: '解除群成员禁言', tags, params: IdParams, body: UnmuteMemberBody }, preHandler },
      async (req) => ok(await groupMute.unmute(me(req), req.params.id, req.body.userId), '已解除禁言'),
    );
    app.get(
      '/api/chat/groups/:id/muted-members',
      {
        schema: {
          summary: '被禁言的群成员',
          tags,
          params: IdParams,
          querystring: MutedMembersQuery,
          response: { 200: successOf(MutedMemberPage) },
        },
        preHandler,
      },
      async (req) => ok(await groupMute.mutedMembers(me(req), req.params.id, req.query)),
    );
    app.post(
      '/api/chat/groups/:id/mute-group',
      {
        schema: {
          summary: '开启全员禁言（群主和管理员除外）',
          tags,
          params: IdParams,
          body: MuteGroupBody.optional(),
        },
        preHandler,
      },
      async (req) => ok(await groupMute.muteGroup(me(req), req.params.id, req.body ?? {}), '已开启全员禁言'),
    );
    app.post(
      '/api/chat/groups/:id/unmute-group',
      { schema: { summary: '关闭全员禁言', tags, params: IdParams }, preHandler },
      async (req) => ok(await groupMute.unmuteGroup(me(req), req.params.id), '已关闭全员禁言'),
    );
    app.get(
      '/api/chat/groups/:id/mute-status',
      {
        schema: {
          summary: '群和我自己的禁言状态',
          tags,
          params: IdParams,
          response: { 200: successOf(MuteStatus) },
        },
        preHandler,
      },
      async (req) => ok(await groupMute.status(me(req), req.params.id)),
    );

    // ---- announcements
    app.get(
      '/api/chat/groups/:id/announcements',
      {
        schema: {
          summary: '群公告列表',
          tags,
          params: IdParams,
          querystring: AnnouncementsQuery,
          response: { 200: successOf(GroupAnnouncementPage) },
        },
        preHandler,
      },
      async (req) => ok(await groupAnnouncements.list(me(req), req.params.id, req.query)),
    );
    app.get(
      '/api/chat/groups/:id/announcements/popup',
      {
        schema: {
          summary: '我尚未看过的弹窗公告',
          tags,
          params: IdParams,
          response: { 200: successOf(GroupAnnouncement.nullable()) },
        },
        preHandler,
      },
      async (req) => ok(await groupAnnouncements.popup(me(req), req.params.id)),
    );
    app.post(
      '/api/chat/groups/:id/announcements',
      {
        schema: {
          summary: '发布群公告（群主和管理员）',
          tags,
          params: IdParams,
          body: AnnouncementBody,
          response: { 200: successOf(GroupAnnouncement) },
        },
        preHandler,
      },
      async (req) => ok(await groupAnnouncements.create(me(req), req.params.id, req.body), '公告已发布'),
    );
    app.put(
      '/api/chat/groups/:id/announcements/:announcementId',
      {
        schema: {
          summary: '修改群公告',
          tags,
          params: AnnouncementParams,
          body: UpdateAnnouncementBody,
          response: { 200: successOf(GroupAnnouncement) },
        },
        preHandler,
      },
      async (req) =>
        ok(
          await groupAnnouncements.update(me(req), req.params.id, req.params.announcementId, req.body),
          '公告已更新',
        ),
    );
    app.delete(
      '/api/chat/groups/:id/announcements/:announcementId',
      { schema: { summary: '删除群公告', tags, params: AnnouncementParams }, preHandler },
      async (req) =>
        ok(await groupAnnouncements.remove(me(req), req.params.id, req.params.announcementId), '公告已删除'),
    );
    app.post(
      '/api/chat/groups/:id/announcements/:announcementId/seen',
      {
        schema: {
          summary: '记下弹窗公告已看过',
          tags,
          params: AnnouncementParams,
          body: AnnouncementSeenBody,
        },
        preHandler,
      },
      async (req) =>
        ok(
          await groupAnnouncements.seen(me(req), req.params.id, req.params.announcementId, req.body.version),
        ),
    );

    // ---- applications
    app.post(
      '/api/chat/groups/:id/apply',
      {
        schema: { summary: '申请加入群聊（附留言）', tags, params: IdParams, body: ApplyBody.optional() },
        preHandler,
      },
      async (req) =>
        ok(
          await groupApplications.apply(me(req), req.params.id, req.body?.message),
          '申请已提交，请等待审核',
        ),
    );
    app.get(
      '/api/chat/groups/:id/applications',
      {
        schema: {
          summary: '入群申请列表（群主和管理员）',
          tags,
          params: IdParams,
          querystring: ApplicationsQuery,
          response: { 200: successOf(GroupApplicationPage) },
        },
        preHandler,
      },
      async (req) => ok(await groupApplications.list(me(req), req.params.id, req.query)),
    );
    app.put(
      '/api/chat/group-applications/:id/approve',
      {
        schema: {
          summary: '同意或拒绝入群申请（附原因）',
          tags,
          params: IdParams,
          body: ApproveApplicationBody,
        },
        preHandler,
      },
      async (req) => {
        const { accept, reason } = req.body;
        return ok(
          await groupApplications.approve(me(req), req.params.id, accept, reason),
          accept ? '已同意入群申请' : '已拒绝入群申请',
        );
      },
    );
    app.get(
      '/api/chat/group-requests/summary',
      {
        schema: {
          summary: '待处理的群邀请与入群申请（角标用）',
          tags,
          querystring: GroupRequestsQuery,
          response: { 200: successOf(GroupRequestsSummary) },
        },
        preHandler,
      },
      async (req) => ok(await groupApplications.summary(me(req), req.query.includeAll)),
    );
  };
