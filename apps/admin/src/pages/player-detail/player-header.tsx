import {
  type AdminPlayerDetail,
  PROTECTION_BLOCK_NAMES,
  PROTECTION_LIMIT_KIND_NAMES,
  PROTECTION_PERIOD_NAMES,
} from '@cailiao/contracts';
import { Card, Descriptions, Space, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dateTime, yuan } from '../../format';

/** The protection limits the player set themselves (only those in force or pending are listed). */
function Limits({ protection }: { protection: AdminPlayerDetail['protection'] }) {
  const set = protection.limits.filter((l) => l.amount !== null || l.pending);
  return (
    <Space direction="vertical" size={4}>
      {protection.block && (
        <Tag color="red">
          {PROTECTION_BLOCK_NAMES[protection.block.kind]}至 {dateTime(protection.block.until)}
        </Tag>
      )}
      {set.length === 0 && !protection.block && <Typography.Text type="secondary">未设置</Typography.Text>}
      {set.map((l) => (
        <span key={`${l.kind}:${l.period}`}>
          {PROTECTION_PERIOD_NAMES[l.period]}
          {PROTECTION_LIMIT_KIND_NAMES[l.kind]}限额 {l.amount === null ? '无' : yuan(l.amount)}
          <Typography.Text type="secondary">（已用 {yuan(l.used)}）</Typography.Text>
          {l.pending && (
            <Tag color="orange" style={{ marginLeft: 4 }}>
              {dateTime(l.pending.effectiveAt)} 起改为{' '}
              {l.pending.amount === null ? '无限额' : yuan(l.pending.amount)}
            </Tag>
          )}
        </span>
      ))}
    </Space>
  );
}

/** The header card of the detail page: who, money, status, protection limits; actions on the right. */
export function PlayerHeader({ player: p, actions }: { player: AdminPlayerDetail; actions: ReactNode }) {
  return (
    <Card
      title={
        <Space>
          <span>
            {p.username}
            {p.nickname !== p.username && `（${p.nickname}）`}
          </span>
          <Tag color={p.status === 'active' ? 'green' : 'red'}>{p.statusName}</Tag>
          <Tag color="gold">VIP{p.vipLevel}</Tag>
        </Space>
      }
      extra={actions}
    >
      <Space size={48} style={{ marginBottom: 16 }}>
        <Statistic title="账户余额" value={yuan(p.balance)} />
        <Statistic title="冻结金额" value={yuan(p.frozenAmount)} />
        <Statistic title="可用余额" value={yuan(p.availableBalance)} />
        <Statistic title="在线会话" value={p.activeSessions} suffix="个" />
      </Space>
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label="玩家ID">{p.id}</Descriptions.Item>
        <Descriptions.Item label="手机号">{p.phone ?? '未绑定'}</Descriptions.Item>
        <Descriptions.Item label="邀请码">{p.inviteCode}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{dateTime(p.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="最近登录">
          {p.lastLoginAt ? `${dateTime(p.lastLoginAt)}（${p.lastLoginIp ?? '未知IP'}）` : '暂无记录'}
        </Descriptions.Item>
        <Descriptions.Item label="上级">
          {p.invitedBy ? (
            <Link to={`/players/${p.invitedBy.id}`}>
              {p.invitedBy.username}（ID {p.invitedBy.id}）
            </Link>
          ) : (
            '无'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="健康游戏限额" span={3}>
          <Limits protection={p.protection} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
