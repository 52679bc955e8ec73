import type { RedEnvelopeDetail } from '@cailiao/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Input, Mask } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../../lib/http';
import {
  grabRedEnvelope,
  redEnvelopeKeys,
  useRedEnvelope,
  useRedEnvelopeRecords,
} from '../../api/red-envelopes';
import './red-envelope.css';

const yuan = (n: number) => n.toFixed(2);

function Records({ id, detail }: { id: number; detail: RedEnvelopeDetail }) {
  const records = useRedEnvelopeRecords(id, true);
  const data = records.data;
  return (
    <div className="cl-redopen__records" data-testid="red-envelope-records">
      <div className="cl-redopen__record">
        已领取{data?.grabbedCount ?? '…'}/{detail.count}个，共¥{yuan(detail.amount)}
      </div>
      {records.isError ? <div className="cl-redopen__record">加载失败</div> : null}
      {data?.list.length === 0 ? <div className="cl-redopen__record">还没有人领取</div> : null}
      {data?.list.map((r) => (
        <div className="cl-redopen__record" key={r.userId}>
          <Avatar alt="" src={r.avatar ?? ''} style={{ '--size': '28px' }} />
          <span>
            {r.nickname}
            {r.isBest ? <span className="cl-redopen__best"> 手气最佳</span> : null}
          </span>
          <span className="cl-redopen__record-amount">¥{yuan(r.amount)}</span>
        </div>
      ))}
    </div>
  );
}

/**
 * The opened envelope: the 開 button (spinning while the grab is on its way) when I may grab, a
 * password field when it has one; then my amount, or why there is none, and the grab records.
 */
export function RedEnvelopeOpen({ id, onClose }: { id: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const envelope = useRedEnvelope(id);
  const [grabbing, setGrabbing] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [showRecords, setShowRecords] = useState(false);
  const detail = envelope.data;

  const grab = async () => {
    if (grabbing) return;
    setGrabbing(true);
    setError(null);
    const started = Date.now();
    try {
      await grabRedEnvelope(id, password.trim() || undefined);
    } catch (e) {
      setError(isApiError(e) ? e.message : '领取失败，请重试');
    }
    // Let the coin turn at least once: the animation is the moment players wait for.
    await new Promise((r) => setTimeout(r, Math.max(0, 700 - (Date.now() - started))));
    await queryClient.invalidateQueries({ queryKey: redEnvelopeKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: redEnvelopeKeys.records(id) });
    setGrabbing(false);
  };

  let body: ReactNode = <div className="cl-redopen__note">加载中…</div>;
  if (envelope.isError) body = <div className="cl-redopen__note">红包加载失败</div>;
  if (detail) {
    if (detail.canGrab) {
      body = (
        <>
          {detail.hasPassword ? (
            <div className="cl-redopen__password">
              <Input
                placeholder="输入口令领取"
                value={password}
                onChange={setPassword}
                aria-label="红包口令"
                data-testid="red-envelope-grab-password"
              />
            </div>
          ) : null}
          {error ? (
            <div className="cl-redopen__error" role="alert">
              {error}
            </div>
          ) : null}
          <button
            type="button"
            className={grabbing ? 'cl-redopen__button cl-redopen__button--spinning' : 'cl-redopen__button'}
            onClick={() => void grab()}
            aria-label="開"
            data-testid="red-envelope-open"
          >
            開
          </button>
        </>
      );
    } else {
      const note =
        detail.myAmount !== null
          ? '已存入余额'
          : detail.status === 'finished'
            ? '手慢了，红包派完了'
            : detail.status === 'expired'
              ? '该红包已超过24小时，已过期'
              : '红包已发出，等待对方领取';
      body = (
        <>
          {detail.myAmount !== null ? (
            <div className="cl-redopen__amount" data-testid="red-envelope-my-amount">
              ¥{yuan(detail.myAmount)}
            </div>
          ) : null}
          <div className="cl-redopen__note" data-testid="red-envelope-note">
            {note}
          </div>
          {error && detail.myAmount === null ? <div className="cl-redopen__error">{error}</div> : null}
        </>
      );
    }
  }

  return (
    <Mask visible onMaskClick={onClose} opacity={0.6}>
      <div className="cl-redopen__center" onClick={(e) => e.target === e.currentTarget && onClose()}>
        <div className="cl-redopen" role="dialog" aria-label="红包" data-testid="red-envelope-dialog">
          <button
            type="button"
            className="cl-redopen__close"
            onClick={onClose}
            aria-label="关闭"
            data-testid="red-envelope-close"
          >
            ×
          </button>
          <div className="cl-redopen__top">
            <Avatar
              alt=""
              src={detail?.sender.avatar ?? ''}
              style={{ '--size': '44px', margin: '0 auto 8px' }}
            />
            <div className="cl-redopen__sender">{detail ? `${detail.sender.nickname}的红包` : '红包'}</div>
            <div className="cl-redopen__blessing">{detail?.blessing ?? ''}</div>
          </div>
          {body}
          {detail && !detail.canGrab ? (
            <>
              <button
                type="button"
                className="cl-redopen__link"
                onClick={() => setShowRecords(!showRecords)}
                data-testid="red-envelope-records-toggle"
              >
                {showRecords ? '收起领取详情' : '查看领取详情 ›'}
              </button>
              {showRecords ? <Records id={id} detail={detail} /> : null}
            </>
          ) : null}
        </div>
      </div>
    </Mask>
  );
}
