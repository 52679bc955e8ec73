import type { RechargeChannel } from '@cailiao/contracts';
import { BankcardOutline, FireFill, PayCircleOutline, ScanCodeOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/format/money';

const ICONS: Record<string, ReactNode> = {
  bank: <BankcardOutline />,
  alipay: <PayCircleOutline />,
  wechat: <ScanCodeOutline />,
  usdt: <PayCircleOutline />,
  demo: <FireFill />,
};

/** The fee of a channel in words: 免手续费, 0.5%, 0.5% + 2.00元. */
export function channelFeeText(channel: Pick<RechargeChannel, 'feeRate' | 'feeFixed'>): string {
  const parts: string[] = [];
  if (channel.feeRate > 0) parts.push(`${channel.feeRate}%`);
  if (channel.feeFixed > 0) parts.push(`${formatMoney(channel.feeFixed)}元`);
  return parts.length ? `手续费 ${parts.join(' + ')}` : '免手续费';
}

/** The ways to pay in, as cards; one is selected. */
export function ChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: RechargeChannel[];
  value: string | undefined;
  onChange: (code: string) => void;
}) {
  return (
    <div className="cl-channel-grid" role="radiogroup" aria-label="充值方式">
      {channels.map((c) => {
        const active = c.code === value;
        return (
          <button
            key={c.code}
            type="button"
            role="radio"
            aria-checked={active}
            className={active ? 'cl-channel cl-channel--active' : 'cl-channel'}
            onClick={() => onChange(c.code)}
            data-testid={`recharge-channel-${c.code}`}
          >
            <span className="cl-channel__icon">{ICONS[c.type] ?? <PayCircleOutline />}</span>
            <span className="cl-channel__name">{c.name}</span>
            <span className="cl-channel__meta">{c.instant ? '即时到账' : channelFeeText(c)}</span>
          </button>
        );
      })}
    </div>
  );
}
