import { AppstoreOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function SscPage() {
  return (
    <ComingSoon
      route="/pages/ssc/ssc"
      icon={<AppstoreOutline />}
      description="五位号码，定位、大小单双、龙虎等玩法"
    />
  );
}
