import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { LEGAL_SECTIONS } from './legal-content';
import './legal-page.css';

/** User agreement, privacy policy and responsible-gaming statement; `?tab=privacy` opens one. */
export function LegalPage() {
  const [params] = useSearchParams();
  const initial = LEGAL_SECTIONS.some((s) => s.key === params.get('tab'))
    ? (params.get('tab') ?? undefined)
    : undefined;
  return (
    <Page title="用户协议与隐私政策">
      <Tabs defaultActiveKey={initial ?? 'agreement'} className="cl-legal__tabs">
        {LEGAL_SECTIONS.map((section) => (
          <Tabs.Tab key={section.key} title={section.title}>
            <article className="cl-legal" data-testid={`legal-${section.key}`}>
              <h2 className="cl-legal__title">{section.title}</h2>
              {section.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </article>
          </Tabs.Tab>
        ))}
      </Tabs>
    </Page>
  );
}
