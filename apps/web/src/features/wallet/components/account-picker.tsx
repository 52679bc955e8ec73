import type { WithdrawAccount } from '@cailiao/contracts';
import { Popup, Tag } from 'antd-mobile';
import { AddOutline, CheckOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';

/** "工商银行 6222****7890" — the masked number with its bank or type. */
export function accountLabel(a: Pick<WithdrawAccount, 'bankName' | 'typeName' | 'accountNo'>): string {
  return `${a.bankName || a.typeName} ${a.accountNo}`;
}

/** The payout account of a withdrawal: shows the chosen one; a sheet lists the others and "add". */
export function AccountPicker({
  accounts,
  value,
  onChange,
  onAdd,
}: {
  accounts: WithdrawAccount[];
  value?: number;
  onChange?: (id: number) => void;
  onAdd: () => void;
}) {
  const [open, setOpen] = useState(false);
  const chosen = accounts.find((a) => a.id === value);
  return (
    <>
      <button
        type="button"
        className="cl-account-pick"
        onClick={() => setOpen(true)}
        data-testid="withdraw-account"
      >
        {chosen ? (
          <span className="cl-account-pick__main">
            <span className="cl-account-pick__title">
              {accountLabel(chosen)}
              {chosen.isDefault ? <Tag color="primary">默认</Tag> : null}
            </span>
            <span className="cl-muted">
              {chosen.typeName} · {chosen.accountName}
            </span>
          </span>
        ) : (
          <span className="cl-muted">请选择提现账户</span>
        )}
        <RightOutline />
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        <div className="cl-sheet">
          <h3 className="cl-sheet__title">选择提现账户</h3>
          <ul className="cl-wallet-list">
            {accounts.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="cl-account-option"
                  onClick={() => {
                    onChange?.(a.id);
                    setOpen(false);
                  }}
                  data-testid={`withdraw-account-option-${a.id}`}
                >
                  <span>
                    {accountLabel(a)}
                    <small className="cl-muted"> {a.accountName}</small>
                  </span>
                  {a.id === value ? <CheckOutline className="cl-text-primary" /> : null}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="cl-account-option cl-wallet-link" onClick={onAdd}>
            <span>
              <AddOutline /> 添加提现账户
            </span>
          </button>
        </div>
      </Popup>
    </>
  );
}
