import type { ChatMessage } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** Time of a message in a list: 14:05 today, 昨天, then MM-DD, then YYYY-MM-DD. */
export function formatChatTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (d.getTime() >= startOfToday) return hm;
  if (d.getTime() >= startOfToday - 86_400_000) return `昨天 ${hm}`;
  if (d.getFullYear() === now.getFullYear()) return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The conversation list shows only the day for older messages; the chat page shows the time too. */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  const short = formatChatTime(iso, now);
  if (short.includes(':')) return short;
  return `${short} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** One-line preview of a message (conversation list, reply quotes). */
export function messagePreview(m: Pick<ChatMessage, 'messageType' | 'content'> | null | undefined): string {
  if (!m) return '';
  switch (m.messageType) {
    case 'IMAGE':
      return '[图片]';
    case 'VOICE':
      return '[语音]';
    case 'FILE':
      return `[文件] ${m.content}`;
    case 'RED_ENVELOPE':
      return '[红包]';
    case 'BET_SHARE':
      return '[晒单]';
    default:
      return m.content.replace(/\s+/g, ' ');
  }
}

/** Media URLs from the server are root-relative; keep absolute and blob URLs as they are. */
export function mediaSrc(url: string | null | undefined): string {
  return url ?? '';
}
