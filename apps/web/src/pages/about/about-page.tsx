import { APP_VERSION } from '@cailiao/domain';
import { List } from 'antd-mobile';
import { Page } from '../../components/page';
import { useSystemConfig } from '../../features/system/api/get-system-config';
import { CustomerServiceList } from '../../features/system/components/customer-service';
import { FeedbackForm } from '../../features/system/components/feedback-form';
import { linkTo } from '../../lib/navigation';
import './about-page.css';

export function AboutPage() {
  const config = useSystemConfig();
  const name = config.app_name || '彩聊';
  return (
    <Page title="关于我们">
      <section className="cl-about__hero">
        <div className="cl-about__logo" aria-hidden="true">
          彩
        </div>
        <h1 className="cl-about__name" data-testid="about-name">
          {name}
        </h1>
        <p className="cl-about__version" data-testid="about-version">
          版本 v{APP_VERSION}
        </p>
        <p className="cl-about__intro">
          彩票娱乐与社交聊天平台：快三、时时彩、PK10、六合彩、幸运28，边玩边聊。
        </p>
      </section>
      <CustomerServiceList config={config} />
      <List mode="card">
        {config.website_url ? (
          <List.Item
            extra={config.website_url}
            onClick={() => window.open(config.website_url, '_blank', 'noopener')}
          >
            官方网站
          </List.Item>
        ) : null}
        <List.Item onClick={linkTo('/pages/legal/legal')}>用户协议与隐私政策</List.Item>
      </List>
      <FeedbackForm />
      <p className="cl-footer-note">
        理性购彩 · 未满18周岁禁止参与
        <br />© {new Date().getFullYear()} {name}
      </p>
    </Page>
  );
}
