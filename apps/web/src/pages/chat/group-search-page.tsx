import { SearchOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function GroupSearchPage() {
  return (
    <ComingSoon
      route="/pages/chat/group-search"
      icon={<SearchOutline />}
      description="搜索公开群聊或通过邀请码加入"
    />
  );
}
