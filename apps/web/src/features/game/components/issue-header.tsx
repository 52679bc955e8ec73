import type { CurrentIssue, GameFamily } from '@cailiao/contracts';
import { DotLoading } from 'antd-mobile';
import { formatCountdown, PHASE_LABELS, phaseOf } from '../issue-phase';
import { AttributeChips } from './attribute-chips';
import { DrawNumbers } from './draw-numbers';

export interface IssueHeaderProps {
  family: GameFamily;
  issue: CurrentIssue;
  /** Server time, ms. */
  now: number;
  /** Stays under the title bar while the page scrolls (the betting pages). */
  sticky?: boolean;
}

/** Current issue with its countdown (封盘 after closeAt), then the previous issue's result. */
export function IssueHeader({ family, issue, now, sticky }: IssueHeaderProps) {
  const { phase, remainingMs } = phaseOf(issue, now);
  const prev = issue.previous;
  return (
    <section
      className={sticky ? 'cl-issue cl-issue--sticky' : 'cl-issue'}
      aria-label="当前期号"
      data-testid="issue-header"
    >
      <div className="cl-issue__current">
        <div>
          <div className="cl-issue__label">当前期号</div>
          <div className="cl-issue__no" data-testid="issue-no">
            {issue.issueNo}
          </div>
        </div>
        <div className={`cl-issue__clock cl-issue__clock--${phase}`} data-phase={phase}>
          <div className="cl-issue__label">
            {phase === 'closed' ? '已封盘 · 距开奖' : PHASE_LABELS[phase]}
          </div>
          <div className="cl-issue__countdown" data-testid="countdown">
            {phase === 'drawing' ? (
              <span>
                开奖中
                <DotLoading color="currentColor" />
              </span>
            ) : (
              formatCountdown(remainingMs)
            )}
          </div>
        </div>
      </div>
      <div className="cl-issue__prev">
        <div className="cl-issue__label">
          上期 <span data-testid="prev-issue-no">{prev?.issueNo ?? '—'}</span>
        </div>
        {prev?.numbers ? (
          // Scrolls sideways in the sticky bar: focusable, so a keyboard can scroll it too.
          <div className="cl-issue__result" tabIndex={0} role="region" aria-label="上期开奖结果">
            <DrawNumbers family={family} numbers={prev.numbers} drawAt={prev.drawAt} testId="prev-result" />
            <AttributeChips family={family} numbers={prev.numbers} drawAt={prev.drawAt} />
          </div>
        ) : prev?.status === 'void' ? (
          <div className="cl-issue__waiting">本期作废，投注已退还</div>
        ) : prev ? (
          <div className="cl-issue__waiting" data-testid="prev-drawing">
            开奖中
            <DotLoading color="primary" />
          </div>
        ) : (
          <div className="cl-issue__waiting">暂无开奖记录</div>
        )}
      </div>
    </section>
  );
}

/**
 * The header's shape while the current issue loads: the same rows as IssueHeader with nothing read
 * yet, so the options below it stay where they are when the issue arrives (a spinner's half screen
 * collapsing into the header moved the whole board 300 px up: layout shift 0.29 of the 六合彩 page).
 */
export function IssueHeaderPlaceholder({ sticky }: { sticky?: boolean }) {
  return (
    <section
      className={sticky ? 'cl-issue cl-issue--sticky cl-issue--pending' : 'cl-issue cl-issue--pending'}
      role="status"
      aria-live="polite"
      data-testid="issue-header-pending"
    >
      <div className="cl-issue__current">
        <div>
          <div className="cl-issue__label">当前期号</div>
          <div className="cl-issue__no">正在获取期号…</div>
        </div>
        <div className="cl-issue__clock">
          <div className="cl-issue__label">{PHASE_LABELS.open}</div>
          <div className="cl-issue__countdown">--:--</div>
        </div>
      </div>
      <div className="cl-issue__prev">
        <div className="cl-issue__label">上期 —</div>
        <div className="cl-issue__waiting">开奖结果加载中</div>
      </div>
    </section>
  );
}
