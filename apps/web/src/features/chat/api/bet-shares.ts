import type { BetShareLive, ChatMessage, FollowSlip } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ConversationTarget } from '../types';

export const betShareKey = (messageId: number) => ['chat', 'bet-share', messageId] as const;

/** POST /api/chat/messages/share-bet { betId, toUserId | groupId, content?, hideAmount? }. */
export function shareBet(
  target: ConversationTarget,
  input: { betId: number; content?: string; hideAmount?: boolean; clientMsgId?: string },
): Promise<ChatMessage> {
  const address = target.type === 'GROUP' ? { groupId: target.targetId } : { toUserId: target.targetId };
  return http.post<ChatMessage>('/api/chat/messages/share-bet', { ...input, ...address });
}

/** GET /api/chat/bet-shares/{messageId}: the shared slip with its live result. */
export function getBetShare(messageId: number): Promise<BetShareLive> {
  return http.get<BetShareLive>(`/api/chat/bet-shares/${messageId}`, { silent: true });
}

/** Polled while the shared issue waits for its draw, so the result appears by itself. */
export function useBetShare(messageId: number | undefined) {
  return useQuery({
    queryKey: betShareKey(messageId ?? 0),
    queryFn: () => getBetShare(messageId!),
    enabled: messageId !== undefined && messageId > 0,
    staleTime: 5_000,
    refetchInterval: (q) => (q.state.data && q.state.data.numbers === null ? 10_000 : false),
  });
}

/** POST /api/chat/bet-shares/{messageId}/follow: the slip re-checked for the current issue. */
export function followBetShare(messageId: number): Promise<FollowSlip> {
  return http.post<FollowSlip>(`/api/chat/bet-shares/${messageId}/follow`, {});
}
