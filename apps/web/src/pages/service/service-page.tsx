import { Button } from 'antd-mobile';
import { UserContactOutline } from 'antd-mobile-icons';
import { Page } from '../../components/page';
import { useSystemConfig } from '../../features/system/api/get-system-config';
import { CustomerServiceList, serviceDeskUrl } from '../../features/system/components/customer-service';
import { FeedbackForm } from '../../features/system/components/feedback-form';
import './service-page.css';

/**
 * 在线客服: the operator's online service desk when one is configured, the contact channels (QQ and
 * WeChat copied on tap, the phone dialled), the service hours, and a message form that reaches the
 * operators' feedback queue.
 */
export function ServicePage() {
  const config = useSystemConfig();
  const desk = serviceDeskUrl(config);
  return (
    <Page title="在线客服">
      <section className="cl-service__hero">
        <span className="cl-service__icon" aria-hidden="true">
          <UserContactOutline />
        </span>
        <div>
          <h1 className="cl-service__title">{config.app_name || '彩聊'}客服中心</h1>
          <p className="cl-service__text">7×24小时为您服务，充值、提现、投注问题都可以找我们</p>
        </div>
      </section>
      {desk ? (
        <div className="cl-service__desk">
          <Button block color="primary" onClick={() => void window.open(desk, '_blank', 'noopener')}>
            进入在线客服
          </Button>
        </div>
      ) : null}
      <CustomerServiceList config={config} />
      <FeedbackForm />
    </Page>
  );
}
