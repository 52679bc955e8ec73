import { MailOpenOutline } from 'antd-mobile-icons';
import { ComingSoon } from '../../components/coming-soon';

export function MessageDetailPage() {
  return (
    <ComingSoon
      route="/pages/message-detail/message-detail"
      icon={<MailOpenOutline />}
      description="查看消息详情"
    />
  );
}
