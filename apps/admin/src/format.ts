import dayjs from 'dayjs';

/** Yuan with two decimals and thousands separators: ¥12,345.60. */
export const yuan = (v: number) =>
  `¥${v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const dateTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';
