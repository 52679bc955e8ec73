import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { useFriendBets } from '../../features/referral/api/get-friend-bets';
import { FriendBetItem } from '../../features/referral/components/referral-items';
import { PagedList } from '../../features/wallet/components/paged-list';
import { RequireLogin } from '../../features/wallet/components/require-login';
import '../../features/referral/components/referral.css';
import '../../features/wallet/components/wallet.css';

function Bets({ userId }: { userId: number | 'all' }) {
  const paged = useFriendBets(userId);
  return (
    <PagedList
      paged={paged}
      testId="referral-friend-bets"
      itemKey={(b) => b.betId}
      renderItem={(b) => <FriendBetItem bet={b} />}
      emptyText="暂无投注记录"
    />
  );
}

/** 好友投注详情: the bets of one friend of my team (`?userId=`) or of all of them: game and amount only. */
export function TeamBetsView() {
  const [params] = useSearchParams();
  const raw = Number(params.get('userId'));
  const userId = Number.isInteger(raw) && raw > 0 ? raw : 'all';
  return (
    <Page title="好友投注详情">
      <RequireLogin>
        <p className="cl-muted cl-referral-privacy">仅显示好友投注的游戏与金额，不含余额与聊天内容</p>
        <Bets key={String(userId)} userId={userId} />
      </RequireLogin>
    </Page>
  );
}
