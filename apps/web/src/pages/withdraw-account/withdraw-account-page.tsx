import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { useWithdrawAccounts } from '../../features/wallet/api/get-withdraw-accounts';
import { AccountCard } from '../../features/wallet/components/account-card';
import { AccountSheet } from '../../features/wallet/components/account-sheet';
import { RequireLogin } from '../../features/wallet/components/require-login';
import '../../features/wallet/components/wallet.css';
import { errorMessage } from '../../lib/http';
import { hasInAppHistory, navigateBack } from '../../lib/navigation';

/** The sheet is closed (null), adding ('new') or editing an account (its id). */
type Sheet = null | 'new' | number;

function Accounts() {
  const accounts = useWithdrawAccounts();
  const [params] = useSearchParams();
  // Opened from the withdraw page to add one: the form opens at once, and saving goes back there.
  const fromWithdraw = params.get('from') === 'withdraw';
  const [sheet, setSheet] = useState<Sheet>(fromWithdraw ? 'new' : null);

  let body: ReactNode;
  if (accounts.isPending) body = <PageLoading />;
  else if (accounts.isError)
    body = <ErrorState message={errorMessage(accounts.error)} onRetry={() => void accounts.refetch()} />;
  else if (accounts.data.length === 0)
    body = (
      <EmptyState
        title="暂无提现账户"
        description="添加银行卡、支付宝、微信或USDT地址后即可提现"
        actionText="添加账户"
        onAction={() => setSheet('new')}
      />
    );
  else
    body = (
      <div className="cl-account-list" data-testid="account-list">
        {accounts.data.map((a) => (
          <AccountCard key={a.id} account={a} onEdit={() => setSheet(a.id)} />
        ))}
      </div>
    );

  return (
    <div className="cl-wallet">
      {body}
      <div className="cl-wallet-actions">
        <Button block color="primary" onClick={() => setSheet('new')} data-testid="account-add">
          <AddOutline /> 添加提现账户
        </Button>
        <p className="cl-muted cl-center">为保障资金安全，账号仅显示部分数字；请绑定本人实名账户</p>
      </div>
      <AccountSheet
        visible={sheet !== null}
        editId={typeof sheet === 'number' ? sheet : null}
        onClose={() => setSheet(null)}
        onSaved={() => {
          const added = sheet === 'new';
          setSheet(null);
          if (added && fromWithdraw) navigateBack(hasInAppHistory());
        }}
      />
    </div>
  );
}

/** 提现账户: list (numbers masked), add, edit, delete, set default, QR upload. */
export function WithdrawAccountPage() {
  return (
    <Page title="提现账户">
      <RequireLogin>
        <Accounts />
      </RequireLogin>
    </Page>
  );
}
