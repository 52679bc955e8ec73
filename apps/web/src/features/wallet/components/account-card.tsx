import type { WithdrawAccount } from '@cailiao/contracts';
import { Button, Dialog, Image, Tag, Toast } from 'antd-mobile';
import { useDeleteWithdrawAccount } from '../api/delete-withdraw-account';
import { useSetDefaultAccount } from '../api/set-default-account';

/** One payout account (number masked) with set-default, edit and delete (after a confirmation). */
export function AccountCard({ account, onEdit }: { account: WithdrawAccount; onEdit: () => void }) {
  const remove = useDeleteWithdrawAccount();
  const setDefault = useSetDefaultAccount();
  const a = account;

  const onDelete = async () => {
    const ok = await Dialog.confirm({
      title: '删除账户',
      content: `确定删除 ${a.bankName || a.typeName}（${a.accountNo}）吗？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(a.id);
      Toast.show({ icon: 'success', content: '已删除' });
    } catch {
      // the client has shown the server's message
    }
  };

  const onDefault = async () => {
    try {
      await setDefault.mutateAsync(a.id);
      Toast.show({ icon: 'success', content: '已设为默认' });
    } catch {
      // the client has shown the server's message
    }
  };

  return (
    <div className={`cl-account cl-account--${a.type}`} data-testid={`account-${a.id}`}>
      <div className="cl-account__head">
        <span className="cl-account__bank">{a.bankName || a.typeName}</span>
        {a.isDefault ? (
          <Tag color="primary" data-testid={`account-default-tag-${a.id}`}>
            默认
          </Tag>
        ) : null}
        {a.qrCodeUrl ? <Image className="cl-account__qr" src={a.qrCodeUrl} width={36} height={36} /> : null}
      </div>
      <div className="cl-account__no" data-testid={`account-no-${a.id}`}>
        {a.accountNo}
      </div>
      <div className="cl-account__meta">
        {a.accountName} · {a.typeName}
        {a.bankBranch ? ` · ${a.bankBranch}` : ''}
      </div>
      <div className="cl-account__actions">
        {a.isDefault ? null : (
          <Button
            size="mini"
            fill="none"
            loading={setDefault.isPending}
            onClick={() => void onDefault()}
            data-testid={`account-default-${a.id}`}
          >
            设为默认
          </Button>
        )}
        <Button size="mini" fill="none" onClick={onEdit} data-testid={`account-edit-${a.id}`}>
          编辑
        </Button>
        <Button
          size="mini"
          fill="none"
          loading={remove.isPending}
          onClick={() => void onDelete()}
          data-testid={`account-delete-${a.id}`}
        >
          删除
        </Button>
      </div>
    </div>
  );
}
