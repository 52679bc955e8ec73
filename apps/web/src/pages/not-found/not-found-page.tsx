import { Button, ErrorBlock } from 'antd-mobile';
import { useLocation } from 'react-router';
import { Page } from '../../components/page';
import { switchTab } from '../../lib/navigation';

/** Any route outside SPEC.md §2. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Page title="页面不存在">
      <ErrorBlock
        className="cl-empty"
        status="empty"
        title="页面不存在"
        description={`您访问的页面（${pathname}）不存在或已下线`}
      >
        <Button
          color="primary"
          onClick={() => {
            switchTab('/');
          }}
          data-testid="not-found-home"
        >
          返回首页
        </Button>
      </ErrorBlock>
    </Page>
  );
}
