import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { hasInAppHistory, navigateBack } from '../lib/navigation';

export interface PageHeaderProps {
  title: ReactNode;
  /** Show the back arrow (sub-pages); tab pages have none. */
  back?: boolean;
  onBack?: () => void;
  right?: ReactNode;
}

/** The title bar of a page: back arrow (home when there is no history), title, optional action. */
export function PageHeader({ title, back = true, onBack, right }: PageHeaderProps) {
  return (
    <NavBar
      className="cl-navbar"
      back={back ? '' : null}
      backIcon={back}
      onBack={onBack ?? (() => navigateBack(hasInAppHistory()))}
      right={right}
    >
      {title}
    </NavBar>
  );
}
