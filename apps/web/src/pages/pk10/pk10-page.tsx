import { TruckOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function Pk10Page() {
  return (
    <ComingSoon
      route="/pages/pk10/pk10"
      icon={<TruckOutline />}
      description="十车竞速，冠亚和、名次、大小单双等玩法"
    />
  );
}
