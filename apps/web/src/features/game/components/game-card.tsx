import type { Game } from '@cailiao/contracts';
import { navigateTo } from '../../../lib/navigation';
import { GameBadge } from '../game-badge';
import { GAME_FAMILIES } from '../game-families';
import { formatCountdown, phaseOf } from '../issue-phase';
import { shortIssueNo } from '../short-issue-no';
import { DrawNumbers } from './draw-numbers';

/** The badge's character: the game's own name without 极速, else the family's (极速28 → 幸). */
function badgeName(name: string, familyName: string): string {
  const own = name.replace(/^极速/, '');
  return /^[0-9]/.test(own) ? familyName : own;
}

/** A lobby card: the game, its running issue and live countdown, and the last draw; tap to bet. */
export function GameCard({ game, now }: { game: Game; now: number }) {
  const family = GAME_FAMILIES.find((f) => f.type === game.type);
  if (!family) return null;
  const issue = game.currentIssue;
  const info = issue ? phaseOf(issue, now) : null;
  const clock =
    !info || info.phase === 'drawing'
      ? '开奖中'
      : info.phase === 'closed'
        ? `封盘 ${formatCountdown(info.remainingMs)}`
        : formatCountdown(info.remainingMs);
  return (
    <button
      type="button"
      className="cl-game-card"
      onClick={() => navigateTo(`${family.page}?gameId=${game.id}`)}
      data-testid={`game-card-${game.code}`}
    >
      <GameBadge game={{ ...family, name: badgeName(game.name, family.name) }} size={44} />
      <span className="cl-game-card__body">
        <span className="cl-game-card__name">
          {game.name}
          {game.hot ? <span className="cl-game-card__hot">热</span> : null}
        </span>
        <span className="cl-game-card__issue">{issue ? `第 ${issue.issueNo} 期` : '暂无期号'}</span>
      </span>
      <span
        className={
          info?.phase === 'open' ? 'cl-game-card__clock' : 'cl-game-card__clock cl-game-card__clock--closed'
        }
        data-testid={`lobby-countdown-${game.code}`}
      >
        {clock}
      </span>
      <span className="cl-game-card__last" data-testid={`lobby-last-${game.code}`}>
        {game.lastDraw ? (
          <>
            <span className="cl-game-card__last-issue">{shortIssueNo(game.lastDraw.issueNo)}期</span>
            <DrawNumbers family={game.type} numbers={game.lastDraw.numbers} />
          </>
        ) : (
          <span className="cl-game-card__last-issue">等待首期开奖</span>
        )}
      </span>
    </button>
  );
}
