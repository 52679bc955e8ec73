import { SpinLoading } from 'antd-mobile';

/** Centred spinner while a page or its data loads. */
export function PageLoading({ text = '加载中…' }: { text?: string }) {
  return (
    <div className="cl-loading" role="status" aria-live="polite">
      <SpinLoading color="primary" style={{ '--size': '32px' }} />
      <span className="cl-loading__text">{text}</span>
    </div>
  );
}
