import type { CurrentIssue, GameFamily } from '@cailiao/contracts';
import { VerifyDraw } from './verify-draw';

/** The short explanation next to every seed: what the two values are and why they prove the draw. */
export const FAIRNESS_HINT =
  '每期开奖前先公布种子的哈希值，开奖后再公开种子本身。种子决定开奖号码，哈希证明种子没有被更换，任何人都能在浏览器里重算核对。';

/** One labelled seed value (种子哈希 or 开奖种子), wrapping long hex. */
export function SeedLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="cl-fair__line">
      <div className="cl-fair__label">{label}</div>
      <code className="cl-fair__value" data-testid={testId}>
        {value}
      </code>
    </div>
  );
}

/**
 * 公平开奖 on a betting page: the running issue's seed hash (published before its draw) and the
 * previous issue's revealed seed with 验证, which recomputes that draw in this browser.
 */
export function DrawFairness({ family, issue }: { family: GameFamily; issue: CurrentIssue }) {
  const prev = issue.previous;
  return (
    <details className="cl-section cl-fair" data-testid="draw-fairness">
      <summary className="cl-fair__summary">公平开奖 · 种子与验证</summary>
      <p className="cl-fair__hint">{FAIRNESS_HINT}</p>
      <SeedLine
        label={`本期（${issue.issueNo}）种子哈希 · 开奖前公布`}
        value={issue.seedHash}
        testId="fair-seed-hash"
      />
      {prev?.seed && prev.numbers ? (
        <>
          <SeedLine
            label={`上期（${prev.issueNo}）开奖种子 · 开奖后公开`}
            value={prev.seed}
            testId="fair-seed"
          />
          <VerifyDraw
            family={family}
            gameCode={issue.gameCode}
            issueNo={prev.issueNo}
            seed={prev.seed}
            seedHash={prev.seedHash}
            numbers={prev.numbers}
          />
        </>
      ) : (
        <div className="cl-fair__label">上期开奖后，这里会公开它的种子并可验证。</div>
      )}
    </details>
  );
}
