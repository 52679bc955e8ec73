/** 对方正在输入… under the messages while someone types (SPEC.md §3 typing events). */
export function TypingIndicator({ count, group }: { count: number; group: boolean }) {
  if (count === 0) return null;
  return (
    <div className="cl-typing" data-testid="typing-indicator" aria-live="polite">
      <span className="cl-typing__dots" aria-hidden>
        <i />
        <i />
        <i />
      </span>
      {group ? `${count}人正在输入…` : '对方正在输入…'}
    </div>
  );
}
