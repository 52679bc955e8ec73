import { MailOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function MessagesPage() {
  return (
    <ComingSoon route="/pages/messages/messages" icon={<MailOutline />} description="系统消息与平台公告" />
  );
}
