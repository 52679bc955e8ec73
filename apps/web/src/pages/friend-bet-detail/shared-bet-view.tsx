import type { BetShareLive } from '@cailiao/contracts';
import { Avatar, Button, List, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { followBetShare, useBetShare } from '../../features/chat/api/bet-shares';
import { BetStatusTag } from '../../features/game/components/bet-status-tag';
import { DrawNumbers } from '../../features/game/components/draw-numbers';
import { useFollowedSlip } from '../../features/game/followed-slip';
import { GAME_FAMILIES } from '../../features/game/game-families';
import { formatMoney } from '../../lib/format/money';
import { formatDateTime } from '../../lib/format/time';
import { isApiError } from '../../lib/http';
import { LOGIN_ROUTE, navigateTo, redirectTo } from '../../lib/navigation';
import '../../features/game/components/game.css';
import '../bet-detail/bet-detail-page.css';

function ShareDetail({ share }: { share: BetShareLive }) {
  const [following, setFollowing] = useState(false);
  const drawn = share.numbers !== null;

  /** 跟投: the server re-checks the slip for the current issue; the betting page gets it. */
  const follow = async () => {
    setFollowing(true);
    try {
      const slip = await followBetShare(share.messageId);
      useFollowedSlip.getState().set({
        gameId: slip.gameId,
        issueNo: slip.issueNo,
        amount: slip.items.every((i) => i.amount === slip.items[0]?.amount)
          ? (slip.items[0]?.amount ?? null)
          : null,
        items: slip.items.map((i) => ({
          play: i.play,
          option: i.option,
          name: `${i.playName} ${i.optionName}`,
          odds: i.odds,
        })),
        notice: slip.notice,
      });
      if (slip.notice) Toast.show({ content: slip.notice });
      const page = GAME_FAMILIES.find((f) => f.type === slip.gameType)?.page;
      if (page) navigateTo(`${page}?gameId=${slip.gameId}`);
    } catch (e) {
      if (!isApiError(e)) Toast.show({ content: '跟投失败，请重试' });
    } finally {
      setFollowing(false);
    }
  };

  return (
    <>
      <List header="分享人" className="cl-detail">
        <List.Item
          prefix={<Avatar alt="" src={share.sharer.avatar ?? ''} style={{ '--size': '36px' }} />}
          description={share.content || undefined}
          extra={formatDateTime(share.sharedAt)}
        >
          {share.sharer.nickname}
        </List.Item>
      </List>
      <List header="注单" className="cl-detail">
        <List.Item extra={share.gameName}>彩种</List.Item>
        <List.Item extra={<span data-testid="share-issue-no">{share.issueNo}</span>}>期号</List.Item>
        {share.items.map((i) => (
          <List.Item
            key={i.betId}
            description={`赔率 ${i.odds}${i.amount === null ? '' : ` · 金额 ${formatMoney(i.amount)} 元`}${
              i.payout ? ` · 派彩 ${formatMoney(i.payout)} 元` : ''
            }`}
            extra={<BetStatusTag betId={i.betId} status={i.status} />}
            data-testid={`share-item-${i.betId}`}
          >
            {i.playName} {i.optionName}
          </List.Item>
        ))}
        <List.Item extra={share.hideAmount ? <Tag>已隐藏</Tag> : `${formatMoney(share.totalAmount ?? 0)} 元`}>
          合计
        </List.Item>
      </List>
      <section className="cl-section" aria-label="开奖信息">
        <h3 className="cl-section__title">开奖信息</h3>
        <div className="cl-detail__row">
          <span className="cl-muted">开奖时间</span> {formatDateTime(share.drawAt)}
        </div>
        {drawn ? (
          <div className="cl-detail__draw" data-testid="share-numbers">
            <DrawNumbers family={share.gameType} numbers={share.numbers!} drawAt={share.drawAt} />
          </div>
        ) : (
          <div className="cl-muted">{share.issueStatus === 'void' ? '本期作废' : '尚未开奖'}</div>
        )}
      </section>
      <div className="cl-detail__actions">
        <Button
          block
          color="primary"
          loading={following}
          onClick={() => void follow()}
          data-testid="follow-bet"
        >
          跟投
        </Button>
        <div className="cl-muted" style={{ textAlign: 'center', fontSize: 12 }}>
          {share.issueOpen ? '跟投将填入本期投注单，确认后才会扣款' : '本期已截止，跟投将填入当前期'}
        </div>
      </div>
    </>
  );
}

/** /pages/friend-bet-detail/friend-bet-detail?messageId= — a shared slip, its live result, and 跟投. */
export function SharedBetView() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [params] = useSearchParams();
  const raw = Number(params.get('messageId'));
  const messageId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const share = useBetShare(loggedIn ? messageId : undefined);
  if (!loggedIn) {
    return (
      <Page title="好友投注">
        <EmptyState title="请先登录" actionText="去登录" onAction={() => redirectTo(LOGIN_ROUTE)} />
      </Page>
    );
  }
  return (
    <Page title="好友投注">
      {messageId === undefined ? (
        <EmptyState title="分享不存在" />
      ) : share.isPending ? (
        <PageLoading />
      ) : share.isError ? (
        <ErrorState
          message={
            isApiError(share.error) && share.error.status === 404 ? '分享的注单不存在' : '获取分享失败'
          }
          onRetry={() => void share.refetch()}
        />
      ) : (
        <ShareDetail share={share.data} />
      )}
    </Page>
  );
}
