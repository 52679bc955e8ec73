import type { ChatUploadResult } from '@cailiao/contracts';
import { http } from '../../../lib/http';

/** POST /api/chat/upload/image (field file): re-encoded by the server, with a thumbnail. */
export function uploadChatImage(file: Blob): Promise<ChatUploadResult> {
  return http.upload<ChatUploadResult>('/api/chat/upload/image', file, {
    fileName: file instanceof File ? file.name : 'image.png',
    silent: true,
  });
}

/** POST /api/chat/upload/audio: the duration (seconds) is a field sent before the file. */
export function uploadChatAudio(file: Blob, durationSeconds: number): Promise<ChatUploadResult> {
  const ext = file.type.includes('ogg') ? 'ogg' : file.type.includes('mp4') ? 'm4a' : 'webm';
  return http.upload<ChatUploadResult>('/api/chat/upload/audio', file, {
    fileName: `voice.${ext}`,
    fields: { duration: String(durationSeconds) },
    silent: true,
  });
}

/** POST /api/chat/upload/file: any file up to 20 MB, stored under an unguessable name. */
export function uploadChatFile(file: Blob): Promise<ChatUploadResult> {
  return http.upload<ChatUploadResult>('/api/chat/upload/file', file, {
    fileName: file instanceof File ? file.name : 'file.bin',
    silent: true,
  });
}
