import {
  CreateGroupBody,
  Group,
  GroupListQuery,
  GroupMemberPage,
  GroupMembersQuery,
  GroupPage,
  Id,
  InviteBody,
  JoinBody,
  LotteryConfig,
  LotteryConfigBody,
  RespondInviteBody,
  successOf,
  TransferBody,
  UpdateGroupBody,
  UpdateMemberBody,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { maskBodies } from '../chat/sensitive-words.ts';
import type { SocialContext } from '../context.ts';

const SerialId = Id.max(2_147_483_647);
const IdParams = z.object({ id: SerialId });
const MemberParams = z.object({ id: SerialId, userId: SerialId });

/** Groups (SPEC.md §7): create, read, edit, search, join, invite, members, roles, transfer, dissolve. */
export const groupsRoutes =
  ({ services: { chat }, guards }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['groups'];
    const preHandler = guards.requireAuth;
    app.addHook(
      'preHandler',
      maskBodies(chat.sensitiveWords.mask, {
        'POST /api/chat/groups': ['name', 'description'],
        'PUT /api/chat/groups/:id': ['name', 'description'],
      }),
    );
    const { groups, groupMembers } = chat;
    const me = (req: Parameters<typeof authOf>[0]) => authOf(req).userId;
    const oneGroup = { 200: successOf(Group) };

    app.post(
      '/api/chat/groups',
      { schema: { summary: '创建群组', tags, body: CreateGroupBody, response: oneGroup }, preHandler },
      async (req) => ok(await groups.create(me(req), req.body), '群聊已创建'),
    );
    app.get(
      '/api/chat/groups',
      {
        schema: {
          summary: '我加入的群组（分页）',
          tags,
          querystring: GroupListQuery,
          response: { 200: successOf(GroupPage) },
        },
        preHandler,
      },
      async (req) => ok(await groups.listMine(me(req), req.query)),
    );
    app.get(
      '/api/chat/groups/search',
      {
        schema: {
          summary: '搜索群组',
          tags,
          querystring: GroupListQuery,
          response: { 200: successOf(GroupPage) },
        },
        preHandler,
      },
      async (req) => ok(await groups.search(me(req), req.query)),
    );
    app.post(
      '/api/chat/groups/join',
      { schema: { summary: '加入群组', tags, body: JoinBody, response: oneGroup }, preHandler },
      async (req) => ok(await groupMembers.join(me(req), req.body.joinCode), '已加入群聊'),
    );
    app.get(
      '/api/chat/groups/:id',
      { schema: { summary: '群组详情', tags, params: IdParams, response: oneGroup }, preHandler },
      async (req) => ok(await groups.get(me(req), req.params.id)),
    );
    app.put(
      '/api/chat/groups/:id',
      {
        schema: {
          summary: '修改群资料与设置',
          tags,
          params: IdParams,
          body: UpdateGroupBody,
          response: oneGroup,
        },
        preHandler,
      },
      async (req) => ok(await groups.update(me(req), req.params.id, req.body), '群信息已更新'),
    );
    app.delete(
      '/api/chat/groups/:id/dissolve',
      { schema: { summary: '解散群组（群主）', tags, params: IdParams }, preHandler },
      async (req) => ok(await groups.dissolve(me(req), req.params.id), '群聊已解散'),
    );
    app.post(
      '/api/chat/groups/:id/invites',
      { schema: { summary: '邀请好友入群', tags, params: IdParams, body: InviteBody }, preHandler },
      async (req) => {
        const result = await groupMembers.invite(
          me(req),
          req.params.id,
          req.body.inviteeIds,
          req.body.message,
        );
        return ok(
          result,
          result.invited.length ? `已邀请${result.invited.length}位好友` : '没有可邀请的好友',
        );
      },
    );
    app.post(
      '/api/chat/groups/:id/leave',
      { schema: { summary: '退出群组', tags, params: IdParams }, preHandler },
      async (req) => ok(await groupMembers.leave(me(req), req.params.id), '已退出群聊'),
    );
    app.get(
      '/api/chat/groups/:id/members',
      {
        schema: {
          summary: '群成员列表',
          tags,
          params: IdParams,
          querystring: GroupMembersQuery,
          response: { 200: successOf(GroupMemberPage) },
        },
        preHandler,
      },
      async (req) => ok(await groupMembers.members(me(req), req.params.id, req.query)),
    );
    app.put(
      '/api/chat/groups/:id/members/:userId',
      {
        schema: {
          summary: '设置群成员角色（管理员或成员）',
          tags,
          params: MemberParams,
          body: UpdateMemberBody,
        },
        preHandler,
      },
      async (req) =>
        ok(
          await groupMembers.setRole(me(req), req.params.id, req.params.userId, req.body.role),
          '已更新成员角色',
        ),
    );
    app.delete(
      '/api/chat/groups/:id/members/:userId',
      { schema: { summary: '移出群成员', tags, params: MemberParams }, preHandler },
      async (req) => ok(await groupMembers.remove(me(req), req.params.id, req.params.userId), '已移出群聊'),
    );
    app.post(
      '/api/chat/groups/:id/transfer',
      { schema: { summary: '转让群主', tags, params: IdParams, body: TransferBody }, preHandler },
      async (req) =>
        ok(await groupMembers.transfer(me(req), req.params.id, req.body.newOwnerId), '群主已转让'),
    );
    app.get(
      '/api/chat/groups/:id/lottery-config',
      {
        schema: {
          summary: '群内可分享的彩票游戏',
          tags,
          params: IdParams,
          response: { 200: successOf(LotteryConfig) },
        },
        preHandler,
      },
      async (req) => {
        const group = await groups.get(me(req), req.params.id);
        return ok({ groupId: group.id, lotteryGameIds: group.lotteryGameIds });
      },
    );
    app.put(
      '/api/chat/groups/:id/lottery-config',
      {
        schema: {
          summary: '设置群内可分享的彩票游戏',
          tags,
          params: IdParams,
          body: LotteryConfigBody,
          response: { 200: successOf(LotteryConfig) },
        },
        preHandler,
      },
      async (req) => {
        const group = await groups.setLotteryGames(me(req), req.params.id, req.body.lotteryGameIds);
        return ok({ groupId: group.id, lotteryGameIds: group.lotteryGameIds }, '已保存');
      },
    );

    app.get(
      '/api/chat/group-invites',
      { schema: { summary: '待处理的入群邀请', tags }, preHandler },
      async (req) => ok(await groupMembers.pendingInvites(me(req))),
    );
    app.put(
      '/api/chat/group-invites/:id/respond',
      {
        schema: { summary: '接受或拒绝入群邀请', tags, params: IdParams, body: RespondInviteBody },
        preHandler,
      },
      async (req) => {
        const result = await groupMembers.respondInvite(
          me(req),
          req.params.id,
          req.body.accept,
          req.body.reason,
        );
        return ok(result, req.body.accept ? '已加入群聊' : '已拒绝邀请');
      },
    );
  };
