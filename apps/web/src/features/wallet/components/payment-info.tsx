import { Image } from 'antd-mobile';
import { type InfoRow, InfoRows } from './info-rows';

export interface PaymentTarget {
  accountName: string | null;
  accountNo: string | null;
  bankName: string | null;
  qrCodeUrl: string | null;
  instructions: string;
}

/** Where to send the money (receiving account or QR) and the channel's instructions. */
export function PaymentInfo({ payment, orderNo }: { payment: PaymentTarget; orderNo?: string }) {
  const rows: InfoRow[] = [];
  if (payment.bankName) rows.push({ label: '收款银行', value: payment.bankName });
  if (payment.accountName)
    rows.push({ label: '收款户名', value: payment.accountName, copy: payment.accountName });
  if (payment.accountNo)
    rows.push({
      label: '收款账号',
      value: payment.accountNo,
      copy: payment.accountNo.replace(/\s/g, ''),
      testId: 'payment-account-no',
    });
  if (orderNo) rows.push({ label: '附言', value: orderNo.slice(-6), copy: orderNo.slice(-6) });
  return (
    <div className="cl-payment" data-testid="payment-info">
      {rows.length > 0 ? <InfoRows rows={rows} /> : null}
      {payment.qrCodeUrl ? (
        <div className="cl-payment__qr">
          <Image src={payment.qrCodeUrl} width={160} height={160} fit="contain" alt="收款二维码" />
          <span className="cl-muted">长按保存二维码后扫码付款</span>
        </div>
      ) : null}
      {payment.instructions ? <p className="cl-payment__note">{payment.instructions}</p> : null}
    </div>
  );
}
