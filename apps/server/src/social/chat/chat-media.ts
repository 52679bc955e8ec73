import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where chat uploads live. Images and audio are served by the static /uploads/ route; files
 * are kept outside it and served by GET /api/chat/files/… as attachments (never rendered inline).
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const MEDIA_URL = {
  IMAGE: new RegExp(`^/uploads/chat/images/(${UUID})\\.webp$`),
  VOICE: new RegExp(`^/uploads/chat/audio/(${UUID})\\.(webm|ogg|mp3|m4a|wav|amr)$`),
  FILE: new RegExp(`^/api/chat/files/(${UUID}\\.[a-z0-9]{1,8})/([^/]{1,300})$`),
} as const;

export const CHAT_FILES_DIR = 'chat-files';

/** The file on disk behind a chat media URL, or undefined when the URL is not one of ours. */
export function mediaPath(dataDir: string, kind: keyof typeof MEDIA_URL, url: string): string | undefined {
  const m = MEDIA_URL[kind].exec(url);
  if (!m) return undefined;
  if (kind === 'FILE') return path.join(dataDir, CHAT_FILES_DIR, m[1]!);
  return path.join(dataDir, url.slice(1));
}

/** The stored thumbnail of a chat image URL. */
export const thumbnailOf = (imageUrl: string) => imageUrl.replace(/\.webp$/, '_thumb.webp');

/** Size in bytes of the file behind a media URL; undefined when missing or not ours. */
export async function mediaSize(
  dataDir: string,
  kind: keyof typeof MEDIA_URL,
  url: string,
): Promise<number | undefined> {
  const file = mediaPath(dataDir, kind, url);
  if (!file) return undefined;
  try {
    const s = await stat(file);
    return s.isFile() ? s.size : undefined;
  } catch {
    return undefined;
  }
}

/** A file name safe to store and to put in a Content-Disposition header. */
export function safeFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(ch))
    .join('')
    .replace(/^\.+/, '')
    .trim();
  return [...(cleaned || fallback)].slice(0, 100).join('');
}
