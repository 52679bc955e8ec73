import { Button, DotLoading, Popup, Toast } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { ErrorState } from '../../../components/empty-state';
import { useReferralCode } from '../api/get-referral-code';

// The QR library comes with this chunk, fetched the first time a player opens the QR code.
const QrPoster = lazy(async () => ({ default: (await import('./qr-poster')).QrPoster }));

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    Toast.show({ icon: 'success', content: `${what}已复制` });
  } catch {
    Toast.show({ content: '复制失败，请长按手动复制' });
  }
}

/** My invite code, link and QR code, each easy to share. */
export function InviteCard() {
  const code = useReferralCode();
  const [qrOpen, setQrOpen] = useState(false);

  if (code.isPending)
    return (
      <section className="cl-section cl-referral-invite">
        <DotLoading />
      </section>
    );
  if (code.isError || !code.data)
    return <ErrorState message="邀请码加载失败" onRetry={() => void code.refetch()} />;

  const { code: inviteCode, link } = code.data;
  return (
    <section className="cl-section cl-referral-invite">
      <p className="cl-referral-invite__label">我的邀请码</p>
      <p className="cl-referral-invite__code" data-testid="referral-code">
        {inviteCode}
      </p>
      <p className="cl-referral-invite__link" data-testid="referral-link">
        {link}
      </p>
      <div className="cl-referral-invite__actions">
        <Button size="small" shape="rounded" onClick={() => void copy(inviteCode, '邀请码')}>
          复制邀请码
        </Button>
        <Button size="small" shape="rounded" onClick={() => void copy(link, '邀请链接')}>
          复制链接
        </Button>
        <Button
          size="small"
          shape="rounded"
          className="cl-referral-invite__qr"
          onClick={() => setQrOpen(true)}
          data-testid="referral-qr-open"
        >
          二维码
        </Button>
      </div>
      <Popup
        visible={qrOpen}
        onMaskClick={() => setQrOpen(false)}
        onClose={() => setQrOpen(false)}
        showCloseButton
        bodyClassName="cl-referral-qr-popup"
      >
        <h3 className="cl-referral-qr-popup__title">邀请二维码</h3>
        {qrOpen ? (
          <Suspense
            fallback={
              <p className="cl-muted">
                二维码生成中
                <DotLoading />
              </p>
            }
          >
            <QrPoster link={link} code={inviteCode} />
          </Suspense>
        ) : null}
      </Popup>
    </section>
  );
}
