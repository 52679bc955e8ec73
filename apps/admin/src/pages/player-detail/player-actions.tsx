import type { AdminPlayerDetail, ResetPasswordResult } from '@cailiao/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, api } from '../../api';
import { can, useSession } from '../../session';

type Action = 'freeze' | 'unfreeze' | 'reset-password' | 'revoke-sessions';

const ACTIONS: Record<Action, { title: string; ok: string; note: string; danger: boolean }> = {
  freeze: {
    title: '冻结玩家',
    ok: '确认冻结',
    note: '冻结后该玩家无法登录，已登录的设备会立即退出。',
    danger: true,
  },
  unfreeze: { title: '解冻玩家', ok: '确认解冻', note: '解冻后该玩家可以重新登录。', danger: false },
  'reset-password': {
    title: '重置密码',
    ok: '确认重置',
    note: '将生成一个临时密码（仅显示一次），原密码立即失效，该玩家所有设备会被强制退出。请通过可靠渠道告知玩家，并提醒其登录后修改密码。',
    danger: true,
  },
  'revoke-sessions': {
    title: '踢下线',
    ok: '确认踢下线',
    note: '该玩家所有设备的登录状态立即失效，在线连接会被断开；密码不变，玩家可重新登录。',
    danger: true,
  },
};

/** 冻结/解冻, 重置密码, 踢下线: each asks for a reason (it goes to the audit log) before it runs. */
export function PlayerActions({ player }: { player: AdminPlayerDetail }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const session = useSession();
  const manage = can(session, 'players.manage');
  const security = can(session, 'players.security');
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [temporary, setTemporary] = useState<string | null>(null);

  const open = (a: Action) => {
    setReason('');
    setAction(a);
  };
  const submit = async () => {
    if (!action) return;
    setBusy(true);
    try {
      const { data, message: said } = await api<unknown>(
        'POST',
        `/api/admin/players/${player.id}/${action}`,
        { reason: reason.trim() },
      );
      setAction(null);
      if (action === 'reset-password') setTemporary((data as ResetPasswordResult).temporaryPassword);
      else message.success(said);
      await client.invalidateQueries({ queryKey: ['player', player.id] });
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  const spec = action ? ACTIONS[action] : null;
  if (!manage && !security) return null;
  return (
    <>
      <Space>
        {manage &&
          (player.status === 'active' ? (
            <Button danger onClick={() => open('freeze')}>
              冻结
            </Button>
          ) : (
            <Button onClick={() => open('unfreeze')}>解冻</Button>
          ))}
        {security && <Button onClick={() => open('reset-password')}>重置密码</Button>}
        {security && (
          <Button danger onClick={() => open('revoke-sessions')}>
            踢下线
          </Button>
        )}
      </Space>
      <Modal
        open={!!spec}
        title={spec ? `${spec.title}：${player.username}？` : ''}
        okText={spec?.ok}
        okButtonProps={{ danger: spec?.danger, loading: busy, disabled: !reason.trim() }}
        cancelText="取消"
        onOk={submit}
        onCancel={() => setAction(null)}
        destroyOnHidden
      >
        <p>{spec?.note}</p>
        <Input.TextArea
          aria-label="原因"
          placeholder="原因（必填，记入审计日志）"
          maxLength={200}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
      <Modal
        open={temporary !== null}
        title="密码已重置"
        closable={false}
        maskClosable={false}
        cancelButtonProps={{ style: { display: 'none' } }}
        okText="我已记下，关闭"
        onOk={() => setTemporary(null)}
        destroyOnHidden
      >
        <Alert
          type="warning"
          showIcon
          message="临时密码只显示这一次，关闭后无法再次查看。"
          style={{ marginBottom: 16 }}
        />
        <Typography.Paragraph>玩家 {player.username} 的临时密码：</Typography.Paragraph>
        <Typography.Paragraph
          copyable={{ text: temporary ?? '', tooltips: ['复制', '已复制'] }}
          code
          style={{ fontSize: 22 }}
          aria-label="临时密码"
        >
          {temporary}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
