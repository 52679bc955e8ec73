import { isApiError, showToast } from '../../../lib/http';
import { useAuthStore } from '../../auth/store/auth-store';
import { type SendMessageInput, sendMessage } from '../api/messages';
import { uploadChatAudio, uploadChatFile, uploadChatImage } from '../api/uploads';
import { conversationIdOf } from '../conversation-id';
import { useChatStore } from '../store/chat-store';
import type { ChatMessageView, ConversationTarget, MessageType } from '../types';

export interface OutgoingMessage {
  messageType: MessageType;
  content?: string;
  replyTo?: ChatMessageView | null;
  /** An image, a voice recording or a file to upload first. */
  file?: Blob;
  /** Seconds of a voice recording. */
  duration?: number;
}

/** Retries of messages that failed, by local id (the upload needs the file again). */
const retries = new Map<string, () => Promise<unknown>>();

let counter = 0;
/** Unique per sender: the server stores one message per clientMsgId (idempotent resends). */
export function newClientMsgId(): string {
  counter = (counter + 1) % 1_000_000;
  return `h5-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${counter}`;
}

function pendingMessage(
  target: ConversationTarget,
  conversationId: string,
  out: OutgoingMessage,
  clientMsgId: string,
): ChatMessageView {
  const user = useAuthStore.getState().user;
  const now = new Date();
  const reply = out.replyTo;
  return {
    messageId: 0,
    id: 0,
    conversationId,
    conversationType: target.type,
    seq: 0,
    messageType: out.messageType,
    content: out.content ?? '',
    mediaUrl: null,
    thumbnailUrl: null,
    mediaSize: out.file?.size ?? null,
    duration: out.duration ?? null,
    fromUser: {
      id: user?.id ?? 0,
      username: user?.username ?? '',
      nickname: user?.nickname ?? '',
      avatar: user?.avatar ?? null,
    },
    senderId: user?.id ?? null,
    targetId: target.targetId,
    targetName: '',
    replyToId: reply?.messageId ?? null,
    replyTo: reply
      ? {
          messageId: reply.messageId,
          seq: reply.seq,
          messageType: reply.messageType,
          content: reply.content,
          fromUser: reply.fromUser,
        }
      : null,
    clientMsgId,
    isRecalled: false,
    recalledBy: null,
    extra: null,
    createAt: now.toISOString(),
    createdAt: now.toISOString(),
    serverTimestamp: now.getTime(),
    status: 'sending',
    own: true,
    localId: clientMsgId,
    localPreviewUrl:
      out.file && out.messageType === 'IMAGE' && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(out.file)
        : undefined,
  };
}

/**
 * Sends a message the way a chat app should: it shows at once as 发送中, uploads its media, then
 * goes through POST /api/chat/messages with a clientMsgId. A failure marks it failed (tap to
 * retry); network failures are retried by themselves after the socket reconnects. The answer and
 * the socket's copy merge into the one message (same clientMsgId).
 */
export async function sendChatMessage(target: ConversationTarget, out: OutgoingMessage): Promise<boolean> {
  const me = useAuthStore.getState().user?.id;
  if (me === undefined) return false;
  const conversationId = conversationIdOf(me, target);
  const clientMsgId = newClientMsgId();
  const local = pendingMessage(target, conversationId, out, clientMsgId);
  useChatStore.getState().putLocalMessage(conversationId, local);

  let media: Pick<SendMessageInput, 'mediaUrl' | 'mediaSize' | 'duration'> | null = null;
  const attempt = async (): Promise<void> => {
    const store = useChatStore.getState();
    store.patchLocalMessage(conversationId, clientMsgId, { status: 'sending', failure: undefined });
    if (out.file && !media) {
      const uploaded =
        out.messageType === 'VOICE'
          ? await uploadChatAudio(out.file, out.duration ?? 1)
          : out.messageType === 'FILE'
            ? await uploadChatFile(out.file)
            : await uploadChatImage(out.file);
      media = { mediaUrl: uploaded.url, mediaSize: uploaded.size, duration: out.duration };
    }
    const message = await sendMessage(target, {
      content: out.content ?? '',
      messageType: out.messageType,
      replyToId: out.replyTo?.messageId || undefined,
      clientMsgId,
      ...media,
    });
    retries.delete(clientMsgId);
    useChatStore.getState().receiveMessage(message);
  };

  const run = async (): Promise<boolean> => {
    try {
      await attempt();
      return true;
    } catch (error) {
      const network = isApiError(error) && error.status === 0;
      retries.set(clientMsgId, run);
      useChatStore.getState().patchLocalMessage(conversationId, clientMsgId, {
        status: 'failed',
        failure: network ? 'network' : 'rejected',
      });
      if (!network) showToast(isApiError(error) ? error.message : '发送失败');
      return false;
    }
  };
  return run();
}

/** Tries a failed message again. */
export async function retryMessage(localId: string): Promise<void> {
  await retries.get(localId)?.();
}

/** After a reconnect: resends every message that failed for want of a network. */
export async function resendFailedByNetwork(): Promise<void> {
  const { messages } = useChatStore.getState();
  const failed = Object.values(messages)
    .flat()
    .filter((m) => m.status === 'failed' && m.failure === 'network' && m.localId);
  for (const m of failed) await retryMessage(m.localId!);
}

export function clearOutbox(): void {
  retries.clear();
}
