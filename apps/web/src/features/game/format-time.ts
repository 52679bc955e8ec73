/** Draw and bet times as players in China read them: Asia/Shanghai, 24-hour clock. */
const parts = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const f = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => f.find((p) => p.type === type)?.value ?? '';
  return {
    y: get('year'),
    mo: get('month'),
    d: get('day'),
    h: get('hour'),
    mi: get('minute'),
    s: get('second'),
  };
};

/** "2026-11-23 04:05:40" */
export function formatDateTime(iso: string | null | undefined): string {
  const p = iso ? parts(iso) : null;
  return p ? `${p.y}-${p.mo}-${p.d} ${p.h}:${p.mi}:${p.s}` : '—';
}

/** "04:05:40" */
export function formatTime(iso: string | null | undefined): string {
  const p = iso ? parts(iso) : null;
  return p ? `${p.h}:${p.mi}:${p.s}` : '—';
}

/** The short form of an issue number for tight tables: "20261123-0737" → "0737". */
export function shortIssueNo(issueNo: string): string {
  const dash = issueNo.lastIndexOf('-');
  return dash >= 0 ? issueNo.slice(dash + 1) : issueNo;
}
