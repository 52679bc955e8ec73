import type { QueryClient } from '@tanstack/react-query';
import { getChatSocket } from '../../../lib/socket';
import type { ActiveSession } from '../../auth/session-hooks';
import { installInteractionGate } from '../notify/interaction';
import { stopTitleFlash } from '../notify/title-flash';
import { useChatStore } from '../store/chat-store';
import { clearOutbox } from './outbox';
import { clearReadMarks } from './read-marks';
import { wireSocket } from './socket-handlers';
import {
  cancelScheduledRefresh,
  loadChatSettings,
  refreshConversations,
  refreshGroupRequests,
  refreshPendingRequests,
} from './sync';

let unwire: (() => void) | null = null;

/**
 * A session started (login or restore, SPEC.md §4): the real-time channel connects, its frames
 * feed the chat store, and the conversation list (the tab badge), chat settings and pending friend
 * requests load.
 */
export function startChatSession(session: ActiveSession, queryClient?: QueryClient): void {
  unwire?.();
  const store = useChatStore.getState();
  store.setMe(session.user.id);
  const socket = getChatSocket();
  unwire = wireSocket(socket, queryClient);
  installInteractionGate();
  socket.connect();
  void refreshConversations().catch(() => undefined);
  void loadChatSettings().catch(() => undefined);
  void refreshPendingRequests().catch(() => undefined);
  void refreshGroupRequests().catch(() => undefined);
}

/** The session ended (logout, 401): the channel disconnects and nothing of it stays behind. */
export function stopChatSession(): void {
  unwire?.();
  unwire = null;
  getChatSocket().disconnect();
  cancelScheduledRefresh();
  clearReadMarks();
  clearOutbox();
  stopTitleFlash();
}
