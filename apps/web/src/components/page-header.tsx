import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { hasInAppHistory, navigateBack } from '../lib/navigation';

export interface PageHeaderProps {
  title: ReactNode;
  /** Show the back button (sub-pages); tab pages have none. */
  back?: boolean;
  onBack?: () => void;
  /** Actions at the right; an icon-only one needs an aria-label (设置, 更多, …). */
  right?: ReactNode;
}

/**
 * The title bar of a page: a back button named 返回 (home when there is no history), the page title
 * as its heading, optional actions. Its own markup, not antd-mobile's NavBar, whose back arrow is a
 * nameless role="button" that no keyboard reaches.
 */
export function PageHeader({ title, back = true, onBack, right }: PageHeaderProps) {
  return (
    <header className="cl-navbar">
      <div className="cl-navbar__side">
        {back ? (
          <button
            type="button"
            className="cl-navbar__back"
            aria-label="返回"
            onClick={onBack ?? (() => navigateBack(hasInAppHistory()))}
          >
            <LeftOutline aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <h1 className="cl-navbar__title">{title}</h1>
      <div className="cl-navbar__side cl-navbar__side--end">{right}</div>
    </header>
  );
}
