import { UserSetOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function ProfileEditPage() {
  return (
    <ComingSoon
      route="/pages/chat/profile-edit"
      icon={<UserSetOutline />}
      description="编辑聊天资料；昵称、头像与密码可在「设置」中修改"
    />
  );
}
