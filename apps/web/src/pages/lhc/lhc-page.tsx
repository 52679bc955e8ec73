import { AppstoreOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function LhcPage() {
  return (
    <ComingSoon
      route="/pages/lhc/lhc"
      icon={<AppstoreOutline />}
      description="特码、正码、生肖、色波等经典玩法"
    />
  );
}
