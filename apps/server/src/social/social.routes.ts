import type { FastifyInstance } from 'fastify';
import { betShareRoutes } from './bet-share/bet-share.routes.ts';
import { chatMessageRoutes } from './chat/chat.routes.ts';
import { chatResourceRoutes } from './chat/chat-resources.routes.ts';
import { chatUploadRoutes } from './chat/chat-upload.routes.ts';
import { conversationRoutes } from './chat/conversation.routes.ts';
import { sensitiveWordsRoutes } from './chat/sensitive-words.routes.ts';
import type { SocialContext } from './context.ts';
import { friendsRoutes } from './friends/friends.routes.ts';
import { groupAdminRoutes } from './groups/group-admin.routes.ts';
import { groupModerationRoutes } from './groups/group-moderation.routes.ts';
import { groupsRoutes } from './groups/groups.routes.ts';
import { presenceRoutes } from './presence/presence.routes.ts';
import { redEnvelopeRoutes } from './red-envelopes/red-envelopes.routes.ts';

/** Every HTTP route of chat: friends, groups, messages, conversations, presence, uploads. */
export async function registerSocialRoutes(app: FastifyInstance, ctx: SocialContext) {
  await app.register(friendsRoutes(ctx));
  await app.register(groupsRoutes(ctx));
  await app.register(groupAdminRoutes(ctx));
  await app.register(chatMessageRoutes(ctx));
  await app.register(betShareRoutes(ctx));
  await app.register(conversationRoutes(ctx));
  await app.register(presenceRoutes(ctx));
  await app.register(chatUploadRoutes(ctx));
  await app.register(chatResourceRoutes(ctx));
  await app.register(redEnvelopeRoutes(ctx));
  await app.register(groupModerationRoutes(ctx));
  await app.register(sensitiveWordsRoutes(ctx));
}
