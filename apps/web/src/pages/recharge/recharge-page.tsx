import type { RechargeOrder } from '@cailiao/contracts';
import { useState } from 'react';
import { Page } from '../../components/page';
import { ProtectionNotice } from '../../features/protection/components/protection-notice';
import { RechargeForm } from '../../features/wallet/components/recharge-form';
import { RechargeResult } from '../../features/wallet/components/recharge-result';
import { RequireLogin } from '../../features/wallet/components/require-login';
import '../../features/wallet/components/wallet.css';
import { navigateTo } from '../../lib/navigation';

/** 充值: pick a channel and an amount, confirm, then see the order's result. */
export function RechargePage() {
  const [order, setOrder] = useState<RechargeOrder | null>(null);
  const records = (
    <button
      type="button"
      className="cl-navbar-link"
      onClick={() => navigateTo('/pages/recharge-record/recharge-record')}
      data-testid="recharge-records"
    >
      记录
    </button>
  );
  return (
    <Page title="充值" right={records}>
      <RequireLogin>
        {order ? (
          <RechargeResult order={order} onAgain={() => setOrder(null)} />
        ) : (
          <>
            <ProtectionNotice action="recharge" />
            <RechargeForm onDone={setOrder} />
          </>
        )}
      </RequireLogin>
    </Page>
  );
}
