import type {
  ChatMessage,
  ChatSettings,
  Conversation,
  ConversationType,
  MessageType,
} from '@cailiao/contracts';

export type { ChatMessage, ChatSettings, Conversation, ConversationType, MessageType };

/** A message's delivery state on this device (SPEC.md §3: received messages are `received`). */
export type MessageStatus = 'sending' | 'sent' | 'failed' | 'received';

/** A message as the store keeps it. Pending messages (not yet stored) have seq 0 and a localId. */
export interface ChatMessageView extends ChatMessage {
  status: MessageStatus;
  own: boolean;
  /** Stable list key of a message sent from this device (survives the server's answer). */
  localId?: string;
  /** Object URL of a picked image shown until the upload finishes. */
  localPreviewUrl?: string;
  /** Why a send failed: the network (retried after reconnect) or the server's refusal. */
  failure?: 'network' | 'rejected';
}

export interface ConversationTarget {
  targetId: number;
  type: ConversationType;
}

export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  notificationsEnabled: true,
  soundEnabled: true,
  vibrationEnabled: true,
};
