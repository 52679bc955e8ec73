import type { ReactNode } from 'react';

/**
 * A page's "nothing here" or "went wrong" panel: an icon, a title, a line of text and what to do.
 * Drawn with plain markup and the palette, not antd-mobile's ErrorBlock, whose built-in pictures
 * (~10 KB gzip) would otherwise load with every page (the app shell's error boundary uses it).
 */
export function StatusBlock({
  kind,
  title,
  description,
  children,
  className = '',
}: {
  kind: 'empty' | 'error';
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`cl-status ${className}`.trim()}>
      <svg className="cl-status__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        {kind === 'empty' ? (
          <path d="M8 18 14 8h20l6 10v20a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2Zm0 0h11a5 5 0 0 0 10 0h11" />
        ) : (
          <>
            <circle cx="24" cy="24" r="17" />
            <path d="M24 14v12m0 6v1" />
          </>
        )}
      </svg>
      <div className="cl-status__title">{title}</div>
      {description ? <div className="cl-status__text">{description}</div> : null}
      {children ? <div className="cl-status__actions">{children}</div> : null}
    </div>
  );
}
