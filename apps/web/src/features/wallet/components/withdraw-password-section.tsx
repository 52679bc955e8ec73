import { List } from 'antd-mobile';
import { useState } from 'react';
import { useWithdrawPasswordStatus } from '../api/get-withdraw-password-status';
import { ChangeWithdrawPasswordPopup } from './change-withdraw-password-popup';
import { SetPasswordPopup } from './set-password-popup';

/** 设置 → 资金安全: set the withdraw password, or change it once set. */
export function WithdrawPasswordSection() {
  const status = useWithdrawPasswordStatus();
  const [open, setOpen] = useState(false);
  const isSet = status.data?.isSet ?? false;
  const extra = status.isPending ? '加载中…' : status.data?.locked ? '已锁定' : isSet ? '已设置' : '未设置';
  return (
    <>
      <List header="资金安全" mode="card">
        <List.Item
          onClick={status.data ? () => setOpen(true) : undefined}
          extra={extra}
          data-testid="settings-withdraw-password"
        >
          {isSet ? '修改提现密码' : '设置提现密码'}
        </List.Item>
      </List>
      {isSet ? (
        <ChangeWithdrawPasswordPopup visible={open} onClose={() => setOpen(false)} />
      ) : (
        <SetPasswordPopup visible={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
