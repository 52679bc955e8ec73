import { Page } from '../../components/page';
import { RequireLogin } from '../../features/wallet/components/require-login';
import '../../features/wallet/components/wallet.css';
import { WithdrawPanel } from '../../features/wallet/components/withdraw-panel';
import { navigateTo } from '../../lib/navigation';

/** 提现: account, amount, fee preview, withdraw password; confirmed before the amount is frozen. */
export function WithdrawPage() {
  const records = (
    <button
      type="button"
      className="cl-navbar-link"
      onClick={() => navigateTo('/pages/withdraw-record/withdraw-record')}
      data-testid="withdraw-records"
    >
      记录
    </button>
  );
  return (
    <Page title="提现" right={records}>
      <RequireLogin>
        <WithdrawPanel />
      </RequireLogin>
    </Page>
  );
}
