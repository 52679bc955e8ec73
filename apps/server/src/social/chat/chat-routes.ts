import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { friendsRoutes } from '../friends/friends.routes.ts';
import { groupsRoutes } from '../groups/groups.routes.ts';
import { presenceRoutes } from '../presence/presence.routes.ts';
import { chatMessageRoutes } from './chat.routes.ts';
import { chatResourceRoutes } from './chat-resources.routes.ts';
import { chatUploadRoutes } from './chat-upload.routes.ts';
import { conversationRoutes } from './conversation.routes.ts';

/** Every HTTP route of chat: friends, groups, messages, conversations, presence, uploads. */
export async function registerChatRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(friendsRoutes(ctx));
  await app.register(groupsRoutes(ctx));
  await app.register(chatMessageRoutes(ctx));
  await app.register(conversationRoutes(ctx));
  await app.register(presenceRoutes(ctx));
  await app.register(chatUploadRoutes(ctx));
  await app.register(chatResourceRoutes(ctx));
}
