import { Toast } from 'antd-mobile';
import type { ReactNode } from 'react';

export interface InfoRow {
  label: string;
  value: ReactNode;
  /** Text put on the clipboard by a 复制 button. */
  copy?: string | null;
  testId?: string;
}

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    Toast.show({ content: '已复制' });
  } catch {
    Toast.show({ content: '复制失败，请长按手动复制' });
  }
}

/** Label / value lines of an order or a receiving account, some with a copy button. */
export function InfoRows({ rows }: { rows: InfoRow[] }) {
  return (
    <dl className="cl-wallet-rows">
      {rows.map((row) => (
        <div key={row.label} className="cl-wallet-rows__row">
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>
            {row.value}
            {row.copy ? (
              <button
                type="button"
                className="cl-wallet-link"
                onClick={() => void copyText(row.copy ?? '')}
                aria-label={`复制${row.label}`}
              >
                复制
              </button>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
