import type { GameFamily } from '@cailiao/contracts';
import { type DrawVerification, seedHashAsync, verifyDrawAsync } from '@cailiao/domain';
import { Button } from 'antd-mobile';
import { useState } from 'react';

export interface VerifyDrawProps {
  family: GameFamily;
  gameCode: string;
  issueNo: string;
  seed: string;
  seedHash: string;
  numbers: readonly number[];
}

type State =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; result: DrawVerification; hash: string }
  | { kind: 'failed'; message: string };

/**
 * Recomputes the draw in this browser (WebCrypto): SHA-256 of the seed against the published hash,
 * and the HMAC-SHA256 stream of GAMES.md §2 against the published numbers. Nothing is asked of the server.
 */
export function VerifyDraw({ family, gameCode, issueNo, seed, seedHash, numbers }: VerifyDrawProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  const run = async () => {
    setState({ kind: 'running' });
    try {
      const [result, hash] = await Promise.all([
        verifyDrawAsync(family, seed, seedHash, gameCode, issueNo, numbers),
        seedHashAsync(seed),
      ]);
      setState({ kind: 'done', result, hash });
    } catch (e) {
      setState({
        kind: 'failed',
        message:
          e instanceof Error && /WebCrypto/.test(e.message)
            ? '当前浏览器不支持验证（需要安全连接）'
            : '种子格式无效，验证失败',
      });
    }
  };

  return (
    <div className="cl-verify">
      <Button
        color="primary"
        fill="outline"
        size="small"
        loading={state.kind === 'running'}
        aria-label="验证开奖：在本机重算哈希与开奖号码"
        onClick={run}
        data-testid="verify-draw"
      >
        验证
      </Button>
      {state.kind === 'done' ? (
        <div
          className={
            state.result.ok
              ? 'cl-verify__result cl-verify__result--ok'
              : 'cl-verify__result cl-verify__result--bad'
          }
          data-testid="verify-result"
          data-ok={state.result.ok ? 'true' : 'false'}
        >
          <div className="cl-verify__verdict">{state.result.ok ? '✓ 验证通过' : '✗ 验证失败'}</div>
          <div>
            {state.result.hashMatches ? '✓' : '✗'} 重算种子哈希：<code>{state.hash}</code>
          </div>
          <div>
            {state.result.resultMatches ? '✓' : '✗'} 重算结果：{state.result.expected.join(', ')}
          </div>
        </div>
      ) : state.kind === 'failed' ? (
        <div className="cl-verify__result cl-verify__result--bad" data-testid="verify-result" data-ok="false">
          ✗ {state.message}
        </div>
      ) : null}
    </div>
  );
}
