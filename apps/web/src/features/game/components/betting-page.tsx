import type { Game, GameFamily } from '@cailiao/contracts';
import { Button, NoticeBar, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { PageLoading } from '../../../components/page-loading';
import { PillTabs } from '../../../components/pill-tabs';
import { formatMoney } from '../../../lib/format/money';
import { newRequestId } from '../../../lib/http';
import { navigateTo, redirectTo } from '../../../lib/navigation';
import { getAppSettings, getQuickBetAmounts } from '../../../lib/storage';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';
import { ChaseSheet } from '../../chase/components/chase-sheet';
import { ProtectionNotice } from '../../protection/components/protection-notice';
import { useBalance } from '../../user/api/get-balance';
import { useCurrentIssue } from '../api/get-current-issue';
import { gameRefOf, pickGame, useGameList } from '../api/get-game-list';
import { usePlayTypes } from '../api/get-play-types';
import { useFollowedSlip } from '../followed-slip';
import { GAME_FAMILIES } from '../game-families';
import { issueRefreshMs, phaseOf } from '../issue-phase';
import { useLotteryFrames, useSocketLive } from '../lottery-frames';
import { useServerNow } from '../server-clock';
import { parseAmount, validateSlip } from '../slip';
import { useBetSlip } from '../use-bet-slip';
import { useLhcZodiacs } from '../use-lhc-zodiacs';
import { BetConfirmDialog } from './bet-confirm-dialog';
import { BetSlip } from './bet-slip';
import { DrawFairness } from './draw-fairness';
import { GameBetsPanel } from './game-bets-panel';
import { GameHistoryPopup } from './game-history-popup';
import { GamePatterns } from './game-patterns';
import { IssueHeader, IssueHeaderPlaceholder } from './issue-header';
import { PlayBoard } from './play-board';
import './game.css';
import './betting.css';

/** Links from a betting page to the game's draws, trends, rules and the player's bet history. */
function GameLinks({ game, onHistory }: { game: Game; onHistory: () => void }) {
  const family = GAME_FAMILIES.find((f) => f.type === game.type);
  const trend = family?.trend ?? '/pages/trend/trend';
  const links = [
    { key: 'recent', text: '开奖记录', go: () => navigateTo(`/pages/recent/recent?gameId=${game.id}`) },
    { key: 'trend', text: '走势图', go: () => navigateTo(`${trend}?gameId=${game.id}`) },
    {
      key: 'rules',
      text: '玩法说明',
      go: () => navigateTo(`/pages/instruction/instruction?type=${game.type}`),
    },
    { key: 'history', text: '投注历史', go: onHistory },
  ];
  return (
    <nav className="cl-game-links">
      {links.map((l) => (
        <button
          type="button"
          key={l.key}
          className="cl-game-links__item"
          onClick={l.go}
          data-testid={`link-${l.key}`}
        >
          {l.text}
        </button>
      ))}
    </nav>
  );
}

function BalanceLine() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const { data } = useBalance();
  if (!loggedIn) return <span className="cl-bet-balance">未登录</span>;
  return (
    <span className="cl-bet-balance">
      余额 <b data-testid="bet-balance">{data ? formatMoney(data.balance) : '—'}</b>
    </span>
  );
}

function BettingBody({ game, siblings }: { game: Game; siblings: readonly Game[] }) {
  const live = useSocketLive();
  useLotteryFrames();
  const issueQuery = useCurrentIssue(game.id, issueRefreshMs(game.type, getAppSettings()), live);
  const plays = usePlayTypes(game.id);
  const now = useServerNow();
  const issue = issueQuery.data;
  const phase = issue ? phaseOf(issue, now).phase : 'drawing';
  const slip = useBetSlip(game, issue?.issueNo, phase === 'open', newRequestId);
  const quickAmounts = useMemo(() => getQuickBetAmounts(), []);
  const [historyOpen, setHistoryOpen] = useState(false);
  const zodiacs = useLhcZodiacs(issue?.drawAt, game.type === 'lhc');
  const [followNotice, setFollowNotice] = useState<string | null>(null);
  const [chasing, setChasing] = useState(false);
  const { fill } = slip;
  const chaseAmount = parseAmount(slip.amountText);
  const openChase = () => {
    if (!useAuthStore.getState().token) return void navigateTo('/pages/login/login');
    const problem = validateSlip(slip.items, slip.amountText);
    if (problem) Toast.show({ content: problem });
    else setChasing(true);
  };

  // A followed share (跟投) arrives here: its items fill the slip for the current issue.
  useEffect(() => {
    const followed = useFollowedSlip.getState().take(game.id);
    if (!followed) return;
    fill(followed.items, followed.amount);
    setFollowNotice(followed.notice ?? `已填入跟投的${followed.items.length}注，确认金额后投注`);
  }, [game.id, fill]);

  return (
    <>
      {siblings.length > 1 ? (
        <PillTabs
          label="选择彩种"
          tabs={siblings.map((g) => ({ key: String(g.id), title: g.name }))}
          activeKey={String(game.id)}
          onChange={(key) =>
            redirectTo(`${GAME_FAMILIES.find((f) => f.type === game.type)?.page}?gameId=${key}`)
          }
        />
      ) : null}
      {issue ? (
        <IssueHeader family={game.type} issue={issue} now={now} sticky />
      ) : issueQuery.isError ? (
        <ErrorState message="获取当前期号失败" onRetry={() => void issueQuery.refetch()} />
      ) : (
        <IssueHeaderPlaceholder sticky />
      )}
      <ProtectionNotice action="bet" />
      {followNotice ? (
        <NoticeBar
          content={followNotice}
          color="info"
          closeable
          onClose={() => setFollowNotice(null)}
          data-testid="follow-notice"
        />
      ) : null}
      {slip.placed ? (
        <div className="cl-bet-placed" data-testid="bet-placed">
          <span>第{slip.placed.issueNo}期投注成功</span>
          <Button
            size="mini"
            color="primary"
            fill="outline"
            onClick={() =>
              void navigateTo(`/pages/bet-detail/bet-detail?id=${slip.placed!.bets[0]!.betId}&share=1`)
            }
            data-testid="bet-share"
          >
            分享到聊天
          </Button>
          <button type="button" className="cl-link" onClick={slip.dismissPlaced} aria-label="关闭">
            ×
          </button>
        </div>
      ) : null}
      <div className="cl-bet-toolbar">
        <BalanceLine />
        <GameLinks game={game} onHistory={() => setHistoryOpen(true)} />
      </div>
      {plays.data ? (
        <PlayBoard
          family={game.type}
          gameId={game.id}
          plays={plays.data}
          items={slip.items}
          onToggle={slip.toggle}
          onAdd={slip.add}
          zodiacs={zodiacs}
        />
      ) : plays.isError ? (
        <ErrorState message="获取玩法失败" onRetry={() => void plays.refetch()} />
      ) : (
        <PageLoading text="正在加载玩法…" className={`cl-board-pending cl-board-pending--${game.type}`} />
      )}
      <GameBetsPanel gameId={game.id} currentIssueNo={issue?.issueNo} live={live} />
      <GamePatterns game={game} />
      {issue ? <DrawFairness family={game.type} issue={issue} /> : null}
      <div className="cl-slip-spacer" />
      <BetSlip
        items={slip.items}
        amountText={slip.amountText}
        onAmountChange={slip.changeAmount}
        quickAmounts={quickAmounts}
        error={slip.error}
        closed={phase !== 'open'}
        onRemove={slip.remove}
        onClear={slip.clear}
        onSubmit={slip.submit}
        onChase={openChase}
      />
      {chasing && chaseAmount.ok ? (
        <ChaseSheet
          visible
          game={game}
          items={slip.items}
          amount={chaseAmount.amount}
          now={now}
          onClose={() => setChasing(false)}
        />
      ) : null}
      <BetConfirmDialog
        visible={slip.pending !== null}
        gameName={game.name}
        issueNo={slip.pending?.issueNo ?? ''}
        items={slip.pending?.items ?? []}
        amount={slip.pending?.amount ?? 0}
        submitting={slip.submitting}
        onConfirm={slip.confirm}
        onCancel={slip.cancel}
      />
      <GameHistoryPopup gameId={game.id} visible={historyOpen} onClose={() => setHistoryOpen(false)} />
    </>
  );
}

/** A family's betting page; `gameId` (id or code) or `code` in the query picks the game, else the first. */
export function BettingPage({ family, title }: { family: GameFamily; title: string }) {
  const [params] = useSearchParams();
  const list = useGameList();
  const game = pickGame(list.data?.list, family, gameRefOf(params));
  const siblings = list.data?.list.filter((g) => g.type === family) ?? [];

  return (
    <Page title={game?.name ?? title} className="cl-betting">
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <ErrorState message="获取彩种失败" onRetry={() => void list.refetch()} />
      ) : !game ? (
        <EmptyState title="彩种不存在或已停用" description="请返回游戏大厅选择其他彩种" />
      ) : (
        <BettingBody key={game.id} game={game} siblings={siblings} />
      )}
    </Page>
  );
}
