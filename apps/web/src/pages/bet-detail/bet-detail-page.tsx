import type { BetDetail } from '@cailiao/contracts';
import { Button, Dialog, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { betAgain } from '../../features/chase/bet-again';
import { ShareBetPopup } from '../../features/chat/components/bet-share/share-bet-popup';
import { useCancelBet } from '../../features/game/api/cancel-bet';
import { useBet } from '../../features/game/api/get-bet';
import { AttributeChips } from '../../features/game/components/attribute-chips';
import { BetStatusTag } from '../../features/game/components/bet-status-tag';
import { FAIRNESS_HINT, SeedLine } from '../../features/game/components/draw-fairness';
import { DrawNumbers } from '../../features/game/components/draw-numbers';
import { VerifyDraw } from '../../features/game/components/verify-draw';
import { useServerNow } from '../../features/game/server-clock';
import { formatMoney } from '../../lib/format/money';
import { formatDateTime } from '../../lib/format/time';
import { isApiError } from '../../lib/http';
import { navigateTo } from '../../lib/navigation';
import '../../features/game/components/game.css';
import './bet-detail-page.css';

function CancelButton({ bet }: { bet: BetDetail }) {
  const cancel = useCancelBet();
  const ask = async () => {
    const ok = await Dialog.confirm({
      title: '撤销注单',
      content: `确定撤销「${bet.playName} ${bet.optionName}」${formatMoney(bet.amount)} 元的投注吗？本金将退回余额。`,
      confirmText: '确定撤单',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(bet.betId);
      Toast.show({ content: '撤单成功', icon: 'success' });
    } catch (e) {
      // The client already showed the server's message.
      if (!isApiError(e)) Toast.show({ content: '撤单失败，请重试' });
    }
  };
  return (
    <Button
      block
      color="danger"
      fill="outline"
      loading={cancel.isPending}
      onClick={ask}
      data-testid="bet-cancel"
    >
      撤单
    </Button>
  );
}

function Detail({ bet, share }: { bet: BetDetail; share: boolean }) {
  const now = useServerNow(1000);
  const [sharing, setSharing] = useState(share);
  const issue = bet.issue;
  const numbers = issue.numbers ?? bet.numbers;
  const cancellable = bet.status === 'pending' && issue.status === 'open' && now < Date.parse(issue.closeAt);
  return (
    <>
      <List header="注单信息" className="cl-detail">
        <List.Item extra={<BetStatusTag betId={bet.betId} status={bet.status} />}>状态</List.Item>
        <List.Item extra={bet.gameName}>彩种</List.Item>
        <List.Item extra={<span data-testid="detail-issue-no">{bet.issueNo}</span>}>期号</List.Item>
        <List.Item extra={bet.playName}>玩法</List.Item>
        <List.Item extra={bet.optionName}>投注内容</List.Item>
        <List.Item extra={bet.odds}>赔率</List.Item>
        <List.Item extra={`${formatMoney(bet.amount)} 元`}>投注金额</List.Item>
        <List.Item extra={<span data-testid="detail-payout">{formatMoney(bet.payout)} 元</span>}>
          派彩金额
        </List.Item>
        <List.Item extra={`注单号 ${bet.betId}`}>订单号 {bet.orderId}</List.Item>
        <List.Item extra={formatDateTime(bet.createdAt)}>投注时间</List.Item>
        <List.Item extra={formatDateTime(bet.settledAt)}>结算时间</List.Item>
      </List>
      <div className="cl-detail__actions">
        <Button
          block
          color="primary"
          fill="outline"
          onClick={() => setSharing(true)}
          data-testid="bet-share-open"
        >
          分享到聊天
        </Button>
        <Button block color="primary" onClick={() => betAgain([bet])} data-testid="bet-again">
          再来一注
        </Button>
        {cancellable ? <CancelButton bet={bet} /> : null}
      </div>
      {bet.chaseId ? (
        <button
          type="button"
          className="cl-link cl-detail__row"
          onClick={() => void navigateTo(`/pages/chase-detail/chase-detail?id=${bet.chaseId}`)}
          data-testid="bet-chase-link"
        >
          本注来自追号，查看追号详情 ›
        </button>
      ) : null}
      <ShareBetPopup betId={bet.betId} visible={sharing} onClose={() => setSharing(false)} />
      <section className="cl-section" aria-label="开奖信息">
        <h3 className="cl-section__title">开奖信息</h3>
        <div className="cl-detail__row">
          <span className="cl-muted">开奖时间</span> {formatDateTime(issue.drawAt)}
        </div>
        {numbers ? (
          <div className="cl-detail__draw">
            <DrawNumbers
              family={bet.gameType}
              numbers={numbers}
              drawAt={issue.drawAt}
              testId="detail-numbers"
            />
            <AttributeChips family={bet.gameType} numbers={numbers} drawAt={issue.drawAt} />
          </div>
        ) : (
          <div className="cl-muted">{issue.status === 'void' ? '本期作废，本金已退还' : '尚未开奖'}</div>
        )}
        <p className="cl-fair__hint">{FAIRNESS_HINT}</p>
        <SeedLine label="种子哈希 · 开奖前公布" value={issue.seedHash} testId="detail-seed-hash" />
        <SeedLine label="开奖种子 · 开奖后公开" value={issue.seed ?? '开奖后公开'} testId="detail-seed" />
        {issue.seed && numbers ? (
          <VerifyDraw
            family={bet.gameType}
            gameCode={bet.gameCode}
            issueNo={bet.issueNo}
            seed={issue.seed}
            seedHash={issue.seedHash}
            numbers={numbers}
          />
        ) : null}
      </section>
    </>
  );
}

/**
 * /pages/bet-detail/bet-detail?id=&share=1 — one bet, its draw, an in-browser check of the draw, and
 * sharing it into a chat (opened at once with share=1, as after a successful slip).
 */
export function BetDetailPage() {
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const query = useBet(id);
  return (
    <Page title="投注详情">
      {id === undefined ? (
        <EmptyState title="注单不存在" />
      ) : query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <ErrorState
          message={isApiError(query.error) && query.error.status === 404 ? '注单不存在' : '获取注单详情失败'}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Detail bet={query.data} share={params.get('share') === '1'} />
      )}
    </Page>
  );
}
