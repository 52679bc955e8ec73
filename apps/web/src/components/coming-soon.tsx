import { Button } from 'antd-mobile';
import { AppstoreOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { ROUTE_TITLES, type RoutePath, switchTab } from '../lib/navigation';
import { Page } from './page';

export interface ComingSoonProps {
  route: RoutePath;
  icon?: ReactNode;
  /** One line on what the page will offer. */
  description?: string;
  /** Tab pages have no back arrow. */
  back?: boolean;
}

/** The designed placeholder of a page whose feature arrives in a later release. */
export function ComingSoon({ route, icon, description, back = true }: ComingSoonProps) {
  const title = ROUTE_TITLES[route];
  return (
    <Page title={title} back={back}>
      <section className="cl-coming-soon" data-testid="coming-soon">
        <div className="cl-coming-soon__icon">{icon ?? <AppstoreOutline />}</div>
        <h2 className="cl-coming-soon__title">{title}</h2>
        <p className="cl-coming-soon__text">功能即将上线，敬请期待</p>
        {description ? <p className="cl-coming-soon__desc">{description}</p> : null}
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => {
            switchTab('/');
          }}
        >
          返回首页
        </Button>
      </section>
    </Page>
  );
}
