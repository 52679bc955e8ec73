import { z } from 'zod';

/** Every real-time frame: { type, data, timestamp } (API.md "Real-time channel"). */
export const Frame = z.object({
  type: z.string().min(1).max(64),
  data: z.unknown().optional(),
  timestamp: z.number().positive().optional(),
});
export type Frame = z.infer<typeof Frame>;

/** Frame types the server sends. Aliases are sent alongside where SPEC.md §7 names two. */
export const ServerFrameType = {
  connection: 'connection',
  heartbeatResponse: 'heartbeat_response',
  error: 'error',
  newMessage: 'new_message',
  messageRead: 'message_read',
  typing: 'typing',
  onlineStatusUpdate: 'online_status_update',
  friendsOnlineStatus: 'friends_online_status',
  systemNotification: 'system_notification',
  messageRecalled: 'message_recalled',
  redEnvelopeGrabbed: 'red_envelope_grabbed',
  messageStatusUpdate: 'messageStatusUpdate',
  userOnline: 'userOnline',
  userOffline: 'userOffline',
  friendRequest: 'friendRequest',
} as const;

export const ConnectionData = z.object({
  status: z.enum(['connected', 'auth_failed']),
  userId: z.number().int().optional(),
});

/** Close codes the server uses. */
export const WsCloseCode = { normal: 1000, idle: 4408, authFailed: 4401, flood: 4429, shutdown: 1001 } as const;
