import { type ReactNode, useEffect } from 'react';
import { PageHeader, type PageHeaderProps } from './page-header';

export interface PageProps extends Omit<PageHeaderProps, 'title'> {
  title: string;
  children: ReactNode;
  className?: string;
  /** Hide the title bar (the home page draws its own header). */
  headerless?: boolean;
}

/** A routed page: title bar, then a scrolling body; sets the document title. */
export function Page({ title, children, className, headerless, ...header }: PageProps) {
  useEffect(() => {
    document.title = title === '首页' ? '彩聊' : `${title} - 彩聊`;
  }, [title]);
  return (
    <div className={className ? `cl-page ${className}` : 'cl-page'}>
      {headerless ? null : <PageHeader title={title} {...header} />}
      <div className="cl-page__body">{children}</div>
    </div>
  );
}
