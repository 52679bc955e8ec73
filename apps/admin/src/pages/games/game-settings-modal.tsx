import type { AdminGame } from '@cailiao/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { ApiError, api } from '../../api';
import { GAMES_KEY } from './game-keys';

interface Props {
  game: AdminGame;
  part: 'schedule' | 'limits';
  onClose(): void;
}

/** Edits a game's draw interval and close time, or its stake limits (empty = no limit). */
export function GameSettingsModal({ game, part, onClose }: Props) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const schedule = part === 'schedule';

  const save = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const body = schedule
        ? { intervalSeconds: v.intervalSeconds, closeBeforeSeconds: v.closeBeforeSeconds }
        : { maxPlayerIssueStake: v.maxPlayerIssueStake ?? null, maxIssueStake: v.maxIssueStake ?? null };
      const { message: said } = await api('PUT', `/api/admin/games/${game.id}/${part}`, body);
      message.success(said);
      await client.invalidateQueries({ queryKey: GAMES_KEY });
      onClose();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`${game.name}：${schedule ? '开奖间隔与封盘时间' : '投注限额'}`}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: busy }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          intervalSeconds: game.intervalSeconds,
          closeBeforeSeconds: game.closeBeforeSeconds,
          maxPlayerIssueStake: game.maxPlayerIssueStake ?? undefined,
          maxIssueStake: game.maxIssueStake ?? undefined,
        }}
      >
        {schedule ? (
          <>
            <p style={{ color: '#8c8c8c' }}>自下一期开盘起生效，当前一期保持原定时间，期号不会重复。</p>
            <Form.Item
              label="开奖间隔（秒）"
              name="intervalSeconds"
              rules={[{ required: true, message: '请输入开奖间隔' }]}
            >
              <InputNumber min={30} max={86400} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              label="开奖前封盘（秒）"
              name="closeBeforeSeconds"
              dependencies={['intervalSeconds']}
              rules={[
                { required: true, message: '请输入封盘时间' },
                ({ getFieldValue }) => ({
                  validator: (_, v) =>
                    v === undefined || v < getFieldValue('intervalSeconds')
                      ? Promise.resolve()
                      : Promise.reject(new Error('封盘时间须小于开奖间隔')),
                }),
              ]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </>
        ) : (
          <>
            <p style={{ color: '#8c8c8c' }}>留空表示不限。投注时校验，超出限额的注单被拒绝。</p>
            <Form.Item label="单人单期最高投注（元）" name="maxPlayerIssueStake">
              <InputNumber min={0.01} precision={2} style={{ width: '100%' }} placeholder="不限" />
            </Form.Item>
            <Form.Item label="单期全部玩家合计最高投注（元）" name="maxIssueStake">
              <InputNumber min={0.01} precision={2} style={{ width: '100%' }} placeholder="不限" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
