import {
  AcceptFriendBody,
  Friend,
  FriendGroup,
  FriendGroupBody,
  FriendPage,
  FriendRequest,
  FriendRequestBody,
  FriendRequestPage,
  FriendRequestsQuery,
  FriendsQuery,
  Id,
  MoveFriendBody,
  RejectFriendBody,
  successOf,
  UpdateFriendBody,
  UserSearchPage,
  UserSearchQuery,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { SocialContext } from '../context.ts';

const IdParams = z.object({ id: Id });

/** User search, friend requests, friends, friend groups and blocks (SPEC.md §7 Chat). */
export const friendsRoutes =
  ({ services: { chat }, guards }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['friends'];
    const preHandler = guards.requireAuth;
    const { friends, friendRequests } = chat;
    const me = (req: Parameters<typeof authOf>[0]) => authOf(req).userId;

    app.get(
      '/api/users/search',
      {
        schema: {
          summary: '按用户名或昵称搜索用户',
          tags,
          querystring: UserSearchQuery,
          response: { 200: successOf(UserSearchPage) },
        },
        preHandler,
      },
      async (req) => ok(await friends.search(me(req), req.query.keyword, req.query.page, req.query.limit)),
    );

    app.post(
      '/api/chat/friends/request',
      { schema: { summary: '发送好友申请', tags, body: FriendRequestBody }, preHandler },
      async (req) => {
        const result = await friendRequests.send(me(req), req.body);
        return ok(result, result.autoAccepted ? '对方也申请了添加你，你们已成为好友' : '好友申请已发送');
      },
    );

    app.put(
      '/api/chat/friends/request/:id/accept',
      {
        schema: {
          summary: '同意好友申请',
          tags,
          params: IdParams,
          body: AcceptFriendBody,
          response: { 200: successOf(FriendRequest) },
        },
        preHandler,
      },
      async (req) => ok(await friendRequests.accept(me(req), req.params.id, req.body ?? {}), '已添加为好友'),
    );

    app.put(
      '/api/chat/friends/request/:id/reject',
      {
        schema: {
          summary: '拒绝好友申请',
          tags,
          params: IdParams,
          body: RejectFriendBody,
          response: { 200: successOf(FriendRequest) },
        },
        preHandler,
      },
      async (req) => ok(await friendRequests.reject(me(req), req.params.id, req.body?.reason), '已拒绝'),
    );

    app.get(
      '/api/chat/friends/requests',
      {
        schema: {
          summary: '好友申请列表（收到的或发出的）',
          tags,
          querystring: FriendRequestsQuery,
          response: { 200: successOf(FriendRequestPage) },
        },
        preHandler,
      },
      async (req) => ok(await friendRequests.list(me(req), req.query)),
    );

    app.get(
      '/api/chat/friends',
      {
        schema: {
          summary: '好友列表（分页）',
          tags,
          querystring: FriendsQuery,
          response: { 200: successOf(FriendPage) },
        },
        preHandler,
      },
      async (req) => ok(await friends.list(me(req), req.query)),
    );

    app.get(
      '/api/chat/friends/groups',
      {
        schema: { summary: '好友分组', tags, response: { 200: successOf(z.array(FriendGroup)) } },
        preHandler,
      },
      async (req) => ok(await friends.groups(me(req))),
    );
    app.post(
      '/api/chat/friends/groups',
      {
        schema: {
          summary: '新建好友分组',
          tags,
          body: FriendGroupBody,
          response: { 200: successOf(FriendGroup) },
        },
        preHandler,
      },
      async (req) => ok(await friends.createGroup(me(req), req.body.name), '分组已创建'),
    );
    app.put(
      '/api/chat/friends/groups/:id',
      { schema: { summary: '重命名好友分组', tags, params: IdParams, body: FriendGroupBody }, preHandler },
      async (req) => ok(await friends.renameGroup(me(req), req.params.id, req.body.name), '分组已重命名'),
    );
    app.delete(
      '/api/chat/friends/groups/:id',
      { schema: { summary: '删除好友分组', tags, params: IdParams }, preHandler },
      async (req) => ok(await friends.deleteGroup(me(req), req.params.id), '分组已删除'),
    );

    app.get('/api/chat/friends/blocked', { schema: { summary: '黑名单', tags }, preHandler }, async (req) =>
      ok(await friends.blockedList(me(req))),
    );

    app.get(
      '/api/chat/friends/:id',
      {
        schema: { summary: '好友详情', tags, params: IdParams, response: { 200: successOf(Friend) } },
        preHandler,
      },
      async (req) => ok(await friends.detail(me(req), req.params.id)),
    );
    app.put(
      '/api/chat/friends/:id',
      {
        schema: {
          summary: '修改好友备注或分组',
          tags,
          params: IdParams,
          body: UpdateFriendBody,
          response: { 200: successOf(Friend) },
        },
        preHandler,
      },
      async (req) => ok(await friends.update(me(req), req.params.id, req.body), '保存成功'),
    );
    app.delete(
      '/api/chat/friends/:id',
      { schema: { summary: '删除好友', tags, params: IdParams }, preHandler },
      async (req) => ok(await friends.remove(me(req), req.params.id), '已删除好友'),
    );
    app.put(
      '/api/chat/friends/:id/group',
      {
        schema: {
          summary: '把好友移到另一个分组',
          tags,
          params: IdParams,
          body: MoveFriendBody,
          response: { 200: successOf(Friend) },
        },
        preHandler,
      },
      async (req) =>
        ok(await friends.update(me(req), req.params.id, { groupId: req.body.groupId }), '已移动分组'),
    );
    app.put(
      '/api/chat/friends/:id/block',
      { schema: { summary: '拉黑用户', tags, params: IdParams }, preHandler },
      async (req) => ok(await friends.block(me(req), req.params.id), '已加入黑名单'),
    );
    app.put(
      '/api/chat/friends/:id/unblock',
      { schema: { summary: '解除拉黑', tags, params: IdParams }, preHandler },
      async (req) => ok(await friends.unblock(me(req), req.params.id), '已移出黑名单'),
    );
  };
