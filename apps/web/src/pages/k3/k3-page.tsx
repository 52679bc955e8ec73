import { AppstoreOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function K3Page() {
  return (
    <ComingSoon
      route="/pages/k3/k3"
      icon={<AppstoreOutline />}
      description="三颗骰子，和值、大小、单双等多种玩法"
    />
  );
}
