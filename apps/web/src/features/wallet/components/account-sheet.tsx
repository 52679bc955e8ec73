import type { WithdrawAccount } from '@cailiao/contracts';
import { Popup } from 'antd-mobile';
import { ErrorState } from '../../../components/empty-state';
import { PageLoading } from '../../../components/page-loading';
import { errorMessage } from '../../../lib/http';
import { useWithdrawAccountForEdit } from '../api/get-withdraw-account';
import { AccountForm } from './account-form';

/** The edit form needs the full number: only the owner's `?edit=1` read answers it. */
function EditAccount({ id, onSaved }: { id: number; onSaved: (a: WithdrawAccount) => void }) {
  const account = useWithdrawAccountForEdit(id);
  if (account.isPending) return <PageLoading />;
  if (account.isError)
    return <ErrorState message={errorMessage(account.error)} onRetry={() => void account.refetch()} />;
  return <AccountForm account={account.data} onSaved={onSaved} />;
}

/** Bottom sheet with the account form: `editId` null adds, a number edits. */
export function AccountSheet({
  visible,
  editId,
  onClose,
  onSaved,
}: {
  visible: boolean;
  editId: number | null;
  onClose: () => void;
  onSaved: (a: WithdrawAccount) => void;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      destroyOnClose
      bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '90vh', overflowY: 'auto' }}
    >
      <div className="cl-sheet" data-testid="account-sheet">
        <h3 className="cl-sheet__title">{editId ? '编辑提现账户' : '添加提现账户'}</h3>
        {editId ? <EditAccount id={editId} onSaved={onSaved} /> : <AccountForm onSaved={onSaved} />}
      </div>
    </Popup>
  );
}
