import type { WithdrawOrder } from '@cailiao/contracts';
import { useState } from 'react';
import { ErrorState } from '../../../components/empty-state';
import { PageLoading } from '../../../components/page-loading';
import { formatMoney } from '../../../lib/format/money';
import { errorMessage } from '../../../lib/http';
import { navigateTo } from '../../../lib/navigation';
import { useBalance } from '../../user/api/get-balance';
import { useWithdrawAccounts } from '../api/get-withdraw-accounts';
import { useWithdrawConfig } from '../api/get-withdraw-config';
import { useWithdrawPasswordStatus } from '../api/get-withdraw-password-status';
import { WithdrawForm } from './withdraw-form';
import { WithdrawResult } from './withdraw-result';

/** 提现: balance figures, then the form; after submitting, the result. */
export function WithdrawPanel() {
  const balance = useBalance();
  const accounts = useWithdrawAccounts();
  const config = useWithdrawConfig();
  const password = useWithdrawPasswordStatus();
  const [order, setOrder] = useState<WithdrawOrder | null>(null);

  const queries = [balance, accounts, config, password];
  const failed = queries.find((q) => q.isError);
  if (failed)
    return (
      <ErrorState
        message={errorMessage(failed.error)}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
      />
    );
  if (!balance.data || !accounts.data || !config.data || !password.data) return <PageLoading />;

  const b = balance.data;
  return (
    <div className="cl-wallet">
      <section className="cl-wallet-hero">
        <span>可提现余额（元）</span>
        <strong data-testid="withdraw-available">{formatMoney(b.availableBalance)}</strong>
        <div className="cl-wallet-hero__sub">
          <span>
            账户余额 <b data-testid="withdraw-balance">{formatMoney(b.balance)}</b>
          </span>
          <span>
            冻结金额 <b data-testid="withdraw-frozen">{formatMoney(b.frozenAmount)}</b>
          </span>
        </div>
      </section>
      {order ? (
        <WithdrawResult order={order} onAgain={() => setOrder(null)} />
      ) : (
        <WithdrawForm
          accounts={accounts.data}
          config={config.data}
          password={password.data}
          availableFen={Math.round(b.availableBalance * 100)}
          onDone={setOrder}
        />
      )}
      <div className="cl-wallet-links">
        <button
          type="button"
          className="cl-wallet-link"
          onClick={() => navigateTo('/pages/withdraw-account/withdraw-account')}
          data-testid="withdraw-manage-accounts"
        >
          管理提现账户
        </button>
        <button
          type="button"
          className="cl-wallet-link"
          onClick={() => navigateTo('/pages/transaction-record/transaction-record')}
        >
          账户明细
        </button>
      </div>
    </div>
  );
}
