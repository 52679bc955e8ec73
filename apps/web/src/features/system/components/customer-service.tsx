import type { SystemConfig } from '@cailiao/contracts';
import { Dialog, List } from 'antd-mobile';

interface Channel {
  label: string;
  value: string;
  href?: string;
}

/** The customer-service channels the operator configured (SPEC.md §3), in display order. */
export function serviceChannels(config: SystemConfig): Channel[] {
  const channels: Channel[] = [];
  if (config.customer_service_url) {
    channels.push({ label: '在线客服', value: '点击联系', href: config.customer_service_url });
  }
  if (config.customer_service_qq) channels.push({ label: '客服QQ', value: config.customer_service_qq });
  if (config.customer_service_wechat)
    channels.push({ label: '客服微信', value: config.customer_service_wechat });
  if (config.customer_service_phone) {
    channels.push({
      label: '客服电话',
      value: config.customer_service_phone,
      href: `tel:${config.customer_service_phone}`,
    });
  }
  return channels;
}

export function CustomerServiceList({ config }: { config: SystemConfig }) {
  const channels = serviceChannels(config);
  return (
    <List header="联系客服" mode="card">
      {channels.map((c) => (
        <List.Item
          key={c.label}
          extra={c.value}
          clickable={Boolean(c.href)}
          onClick={c.href ? () => window.open(c.href, '_blank', 'noopener') : undefined}
        >
          {c.label}
        </List.Item>
      ))}
      <List.Item extra="7×24小时">服务时间</List.Item>
      {channels.length === 0 ? (
        <List.Item description="客服联系方式暂未配置，请通过下方意见反馈联系我们">暂无联系方式</List.Item>
      ) : null}
    </List>
  );
}

/** Opens the online service page when configured; otherwise shows the contact channels. */
export function openCustomerService(config: SystemConfig): void {
  if (config.customer_service_url) {
    window.open(config.customer_service_url, '_blank', 'noopener');
    return;
  }
  const channels = serviceChannels(config);
  void Dialog.alert({
    title: '联系客服',
    confirmText: '知道了',
    content: (
      <div style={{ lineHeight: 2 }}>
        {channels.length === 0 ? (
          <div>客服联系方式暂未配置，请在「关于我们」中提交意见反馈</div>
        ) : (
          channels.map((c) => (
            <div key={c.label}>
              {c.label}：{c.value}
            </div>
          ))
        )}
        <div>服务时间：7×24小时</div>
      </div>
    ),
  });
}
