import { useSearchParams } from 'react-router';
import { SharedBetView } from './shared-bet-view';
import { TeamBetsView } from './team-bets-view';

/**
 * 好友投注: a slip a friend shared in chat (`?messageId=`, with its live result and 跟投), or the
 * bets of my referral team (`?userId=` for one friend, none for all of them: game and amount only).
 */
export function FriendBetDetailPage() {
  const [params] = useSearchParams();
  return params.has('messageId') ? <SharedBetView /> : <TeamBetsView />;
}
