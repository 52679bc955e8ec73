import { UserAddOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function RecommendPage() {
  return (
    <ComingSoon
      route="/pages/recommend/recommend"
      icon={<UserAddOutline />}
      description="邀请好友注册，获得推荐奖励"
    />
  );
}
