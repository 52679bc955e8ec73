/**
 * Centred spinner while a page or its data loads. A CSS ring, not antd-mobile's SpinLoading: that
 * one animates through react-spring, and this spinner is the app shell's first paint. `className`
 * lets a page hold the room of what is loading, so nothing below it jumps when it arrives.
 */
export function PageLoading({ text = '加载中…', className }: { text?: string; className?: string }) {
  return (
    <div className={className ? `cl-loading ${className}` : 'cl-loading'} role="status" aria-live="polite">
      <span className="cl-spinner" aria-hidden="true" />
      <span className="cl-loading__text">{text}</span>
    </div>
  );
}
