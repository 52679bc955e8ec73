import type { SystemConfig } from '@cailiao/contracts';
import { List, Toast } from 'antd-mobile';

interface Channel {
  label: string;
  value: string;
  /** Opened on tap (a web page or a phone call). */
  href?: string;
  /** Copied on tap (an account to add in another app). */
  copy?: boolean;
}

/** The operator's online-service address, when it is a web page (an in-app route is not a service desk). */
export function serviceDeskUrl(config: SystemConfig): string | null {
  const url = config.customer_service_url.trim();
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The customer-service channels the operator configured (SPEC.md §3), in display order. */
export function serviceChannels(config: SystemConfig): Channel[] {
  const channels: Channel[] = [];
  const desk = serviceDeskUrl(config);
  if (desk) channels.push({ label: '在线客服', value: '点击联系', href: desk });
  if (config.customer_service_qq)
    channels.push({ label: '客服QQ', value: config.customer_service_qq, copy: true });
  if (config.customer_service_wechat)
    channels.push({ label: '客服微信', value: config.customer_service_wechat, copy: true });
  if (config.customer_service_phone) {
    channels.push({
      label: '客服电话',
      value: config.customer_service_phone,
      href: `tel:${config.customer_service_phone}`,
    });
  }
  return channels;
}

async function copy(label: string, value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    Toast.show(`${label}已复制`);
  } catch {
    Toast.show(`${label}：${value}`);
  }
}

function open(channel: Channel): (() => void) | undefined {
  if (channel.href) {
    const href = channel.href;
    return () => window.open(href, '_blank', 'noopener');
  }
  if (channel.copy) return () => void copy(channel.label, channel.value);
  return undefined;
}

export function CustomerServiceList({ config }: { config: SystemConfig }) {
  const channels = serviceChannels(config);
  return (
    <List header="联系客服" mode="card">
      {channels.map((c) => (
        <List.Item
          key={c.label}
          extra={c.value}
          description={c.copy ? '点击复制' : undefined}
          clickable={Boolean(c.href || c.copy)}
          onClick={open(c)}
        >
          {c.label}
        </List.Item>
      ))}
      <List.Item extra="7×24小时">服务时间</List.Item>
      {channels.length === 0 ? (
        <List.Item description="客服联系方式暂未配置，请通过下方留言联系我们">暂无联系方式</List.Item>
      ) : null}
    </List>
  );
}
