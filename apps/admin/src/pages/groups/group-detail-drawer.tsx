import type { AdminGroupDetail, ChatMessage } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Input,
  List,
  Modal,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { useState } from 'react';
import { ApiError, api, get } from '../../api';
import { dateTime } from '../../format';
import { groupStatusTag } from './group-status-tag';

type Action = { kind: 'dissolve' | 'mute' | 'unmute' } | { kind: 'recall'; message: ChatMessage };

const ACTION_TEXT = {
  dissolve: {
    title: '解散该群组？',
    ok: '确认解散',
    note: '解散后群成员无法再发言，历史消息保留只读，此操作不可撤销。',
  },
  mute: {
    title: '开启全员禁言？',
    ok: '确认禁言',
    note: '除群主和群管理员外，所有成员将无法发言，直到解除。',
  },
  unmute: { title: '解除全员禁言？', ok: '确认解除', note: '群成员将恢复发言。' },
  recall: {
    title: '撤回这条消息？',
    ok: '确认撤回',
    note: '撤回后所有成员看到的该消息将变为“管理员撤回了「发送者」的一条消息”。',
  },
} as const;

const ROLE_NAME = { owner: '群主', admin: '管理员', member: '成员' } as const;
const RECALLABLE = (m: ChatMessage) =>
  !m.isRecalled && m.messageType !== 'SYSTEM' && m.messageType !== 'RED_ENVELOPE';
const preview = (m: ChatMessage) =>
  m.messageType === 'TEXT' || m.messageType === 'EMOJI' || m.messageType === 'SYSTEM'
    ? m.content
    : `［${{ IMAGE: '图片', VOICE: '语音', FILE: '文件', RED_ENVELOPE: '红包', BET_SHARE: '注单分享' }[m.messageType as string] ?? m.messageType}］${m.content}`;

/** One group for the operator: who is in it, what was said lately, and the moderation actions. */
export function GroupDetailDrawer({ groupId, onClose }: { groupId: number | null; onClose: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const detail = useQuery({
    queryKey: ['admin-group', groupId],
    queryFn: () => get<AdminGroupDetail>(`/api/admin/groups/${groupId}`),
    enabled: groupId !== null,
  });
  const g = detail.data?.group;
  const active = g?.status === 'active';

  const submit = async () => {
    if (!action || groupId === null) return;
    setBusy(true);
    try {
      const url =
        action.kind === 'recall'
          ? `/api/admin/groups/${groupId}/messages/${action.message.messageId}/recall`
          : `/api/admin/groups/${groupId}/${action.kind}`;
      const { message: said } = await api('POST', url, reason.trim() ? { reason: reason.trim() } : {});
      message.success(said);
      setAction(null);
      await client.invalidateQueries({ queryKey: ['admin-group', groupId] });
      await client.invalidateQueries({ queryKey: ['admin-groups'] });
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  const ask = (a: Action) => {
    setReason('');
    setAction(a);
  };
  const text = action ? ACTION_TEXT[action.kind] : null;

  return (
    <Drawer
      open={groupId !== null}
      onClose={onClose}
      width={760}
      title={g ? `${g.name}（群ID ${g.id}）` : '群组详情'}
      extra={
        g &&
        active && (
          <Space>
            {g.isMuted ? (
              <Button onClick={() => ask({ kind: 'unmute' })}>解除全员禁言</Button>
            ) : (
              <Button onClick={() => ask({ kind: 'mute' })}>全员禁言</Button>
            )}
            <Button danger onClick={() => ask({ kind: 'dissolve' })}>
              解散群组
            </Button>
          </Space>
        )
      }
    >
      {detail.isError ? (
        <Alert
          type="error"
          showIcon
          message={detail.error instanceof ApiError ? detail.error.message : '加载失败'}
          action={<Button onClick={() => detail.refetch()}>重试</Button>}
        />
      ) : !detail.data || !g ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="群主">{`${g.owner.nickname}（${g.owner.username}）`}</Descriptions.Item>
            <Descriptions.Item label="状态">{groupStatusTag(g)}</Descriptions.Item>
            <Descriptions.Item label="成员数">{g.memberCount}</Descriptions.Item>
            <Descriptions.Item label="创建时间">{dateTime(g.createdAt)}</Descriptions.Item>
            {g.dissolvedAt && (
              <Descriptions.Item label="解散时间">{dateTime(g.dissolvedAt)}</Descriptions.Item>
            )}
          </Descriptions>
          <Tabs
            items={[
              {
                key: 'messages',
                label: `最近消息（${detail.data.messages.length}）`,
                children: (
                  <List
                    size="small"
                    locale={{ emptyText: '暂无消息' }}
                    dataSource={[...detail.data.messages].reverse()}
                    renderItem={(m) => (
                      <List.Item
                        actions={
                          active && RECALLABLE(m)
                            ? [
                                <Button
                                  key="recall"
                                  size="small"
                                  danger
                                  onClick={() => ask({ kind: 'recall', message: m })}
                                >
                                  撤回
                                </Button>,
                              ]
                            : []
                        }
                      >
                        <List.Item.Meta
                          title={
                            <Space>
                              <span>{m.messageType === 'SYSTEM' ? '系统消息' : m.fromUser.nickname}</span>
                              <span style={{ color: '#999', fontWeight: 'normal' }}>
                                {dateTime(m.createdAt)}
                              </span>
                              {m.isRecalled && <Tag>已撤回</Tag>}
                            </Space>
                          }
                          description={
                            <span style={{ color: m.messageType === 'SYSTEM' ? '#999' : '#333' }}>
                              {preview(m)}
                            </span>
                          }
                        />
                      </List.Item>
                    )}
                  />
                ),
              },
              {
                key: 'members',
                label: `成员（${g.memberCount}）`,
                children: (
                  <Table
                    rowKey={(m) => m.user.id}
                    size="small"
                    dataSource={detail.data.members}
                    pagination={{ pageSize: 20, hideOnSinglePage: true }}
                    locale={{ emptyText: '暂无成员' }}
                    columns={[
                      { title: '用户ID', render: (_, m) => m.user.id, width: 90 },
                      { title: '昵称', render: (_, m) => m.user.nickname },
                      { title: '用户名', render: (_, m) => m.user.username },
                      { title: '角色', render: (_, m) => ROLE_NAME[m.role] },
                      { title: '禁言至', render: (_, m) => (m.mutedUntil ? dateTime(m.mutedUntil) : '—') },
                      { title: '入群时间', render: (_, m) => dateTime(m.joinedAt) },
                    ]}
                  />
                ),
              },
            ]}
          />
        </>
      )}
      <Modal
        open={!!action}
        title={text?.title}
        okText={text?.ok}
        okButtonProps={{ danger: action?.kind !== 'unmute', loading: busy }}
        cancelText="取消"
        onOk={submit}
        onCancel={() => setAction(null)}
        destroyOnHidden
      >
        <p>{text?.note}</p>
        {action?.kind === 'recall' && (
          <p style={{ color: '#666' }}>
            「{action.message.fromUser.nickname}」：{preview(action.message)}
          </p>
        )}
        <Input.TextArea
          aria-label="原因"
          placeholder="原因（选填，记入审计日志）"
          maxLength={200}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Drawer>
  );
}
