import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { RechargeOrderDetail } from '../../features/wallet/components/recharge-order-detail';
import { RequireLogin } from '../../features/wallet/components/require-login';
import '../../features/wallet/components/wallet.css';

/** 充值详情 (?id=): one order, cancellable while pending. */
export function RechargeDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <Page title="充值详情">
      <RequireLogin>
        <RechargeOrderDetail id={Number.isSafeInteger(id) ? id : 0} />
      </RequireLogin>
    </Page>
  );
}
