import type { BetShareLive, ChatMessage, FollowSlip } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { getChatSocket } from '../../../lib/socket';
import { useSocketLive } from '../../game/lottery-frames';
import type { ConversationTarget } from '../types';
import { betShareRefetchInterval, isShareIssueFrame } from './bet-share-freshness';

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

/**
 * A shared slip with its live result: asked again when its issue's draw or void arrives over the
 * socket (or the socket comes back after missing frames), polled only as betShareRefetchInterval says.
 */
export function useBetShare(messageId: number | undefined) {
  const socketLive = useSocketLive();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: betShareKey(messageId ?? 0),
    queryFn: () => getBetShare(messageId!),
    enabled: messageId !== undefined && messageId > 0,
    staleTime: 5_000,
    refetchInterval: (q) => betShareRefetchInterval(q.state.data, socketLive, Date.now()),
  });
  const share = query.data;
  const waiting = share !== undefined && share.numbers === null && share.issueStatus !== 'void';
  useEffect(() => {
    if (!share || !waiting) return;
    const events = getChatSocket().events;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: betShareKey(share.messageId) });
    const onIssue = (data: unknown) => (isShareIssueFrame(share, data) ? refresh() : undefined);
    const offs = [
      events.on('issue_drawn', onIssue),
      events.on('issue_voided', onIssue),
      events.on('resync', refresh),
      events.on('authenticated', ({ reconnected }) => (reconnected ? refresh() : undefined)),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, share, waiting]);
  return query;
}

/** POST /api/chat/bet-shares/{messageId}/follow: the slip re-checked for the current issue. */
export function followBetShare(messageId: number): Promise<FollowSlip> {
  return http.post<FollowSlip>(`/api/chat/bet-shares/${messageId}/follow`, {});
}
