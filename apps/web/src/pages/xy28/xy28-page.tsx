import { AppstoreOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function Xy28Page() {
  return (
    <ComingSoon
      route="/pages/xy28/xy28"
      icon={<AppstoreOutline />}
      description="三个数字相加，和值0-27，玩法简单"
    />
  );
}
