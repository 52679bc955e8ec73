import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { CHAT_LIMITS, ChatUploadResult, successOf } from '@cailiao/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound, rateLimited, tooLarge, unsupportedMedia } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { acceptUploads } from '../../platform/http/uploads.ts';
import { newFileId, reencodeChatImage, storeFiles } from '../../platform/upload/chat-image.ts';
import { sniffAudio, sniffFile } from '../../platform/upload/media-sniff.ts';
import type { SocialContext } from '../context.ts';
import { CHAT_FILES_DIR, safeFileName } from './chat-media.ts';

const MB = 1024 * 1024;
const FILE_PARAM = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** Reads the one `file` part of a multipart upload, refusing it above `maxBytes`. */
async function readUpload(
  req: FastifyRequest,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<{ file: MultipartFile; data: Buffer }> {
  let file: MultipartFile | undefined;
  try {
    file = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw err;
    throw badRequest('上传内容无效');
  }
  if (!file) throw badRequest('请选择要上传的文件', [{ field: 'file', message: '请选择要上传的文件' }]);
  const data = await file.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(tooLargeMessage);
    throw err;
  });
  if (file.file.truncated) throw tooLarge(tooLargeMessage);
  return { file, data };
}

const fieldValue = (file: MultipartFile, name: string): string | undefined => {
  const f = file.fields[name];
  const one = Array.isArray(f) ? f[0] : f;
  return one && 'value' in one && typeof one.value === 'string' ? one.value : undefined;
};

/**
 * Chat uploads (multipart field `file`), each checked by content: images re-encoded with a
 * thumbnail, audio by signature, files by signature with executables refused. Files are served
 * back only as attachments.
 */
export const chatUploadRoutes =
  ({ config, guards, limiter }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app);
    const tags = ['upload'];
    const response = { 200: successOf(ChatUploadResult) };
    const preHandler = [
      guards.requireAuth,
      async (req: FastifyRequest) => {
        if (!(await limiter.hit(`chat-upload:${authOf(req).userId}`, 30, 60)))
          throw rateLimited('上传太频繁，请稍后再试');
      },
    ];

    app.post(
      '/api/chat/upload/image',
      { schema: { summary: '上传聊天图片', tags, response }, preHandler },
      async (req) => {
        const { data } = await readUpload(req, CHAT_LIMITS.imageMaxBytes, '图片不能超过10MB');
        const img = await reencodeChatImage(data);
        const id = newFileId();
        await storeFiles(config.dataDir, 'uploads/chat/images', [
          { name: `${id}.webp`, data: img.image },
          { name: `${id}_thumb.webp`, data: img.thumb },
        ]);
        const url = `/uploads/chat/images/${id}.webp`;
        return ok(
          {
            url,
            thumbnailUrl: `/uploads/chat/images/${id}_thumb.webp`,
            size: img.image.length,
            mime: 'image/webp',
            width: img.width,
            height: img.height,
          },
          '上传成功',
        );
      },
    );

    // The duration is the one the client declares (a field sent before the file); it is bounded
    // here and again when the VOICE message is sent. Decoding every codec to measure it is not
    // worth a native dependency.
    app.post(
      '/api/chat/upload/audio',
      { schema: { summary: '上传语音消息', tags, response }, preHandler },
      async (req) => {
        const { file, data } = await readUpload(req, CHAT_LIMITS.audioMaxBytes, '语音不能超过5MB');
        const declared = fieldValue(file, 'duration');
        const duration = declared === undefined ? undefined : Number(declared);
        if (duration !== undefined && !(duration > 0 && duration <= CHAT_LIMITS.audioMaxSeconds)) {
          throw badRequest('语音时长应为1-60秒', [{ field: 'duration', message: '语音时长应为1-60秒' }]);
        }
        const kind = sniffAudio(data);
        if (!kind) throw unsupportedMedia('仅支持 webm、ogg、mp3、m4a、wav、amr 格式的语音');
        const name = `${newFileId()}.${kind.ext}`;
        await storeFiles(config.dataDir, 'uploads/chat/audio', [{ name, data }]);
        return ok(
          { url: `/uploads/chat/audio/${name}`, size: data.length, mime: kind.mime, duration },
          '上传成功',
        );
      },
    );

    const uploadFile = async (req: FastifyRequest) => {
      const { file, data } = await readUpload(
        req,
        CHAT_LIMITS.fileMaxBytes,
        `文件不能超过${CHAT_LIMITS.fileMaxBytes / MB}MB`,
      );
      const original = safeFileName(file.filename, 'file');
      const kind = sniffFile(data, path.extname(original).slice(1));
      if (!kind) throw unsupportedMedia('不支持的文件类型');
      const stored = `${newFileId()}.${kind.ext}`;
      await storeFiles(config.dataDir, CHAT_FILES_DIR, [{ name: stored, data }]);
      const url = `/api/chat/files/${stored}/${encodeURIComponent(original)}`;
      return ok({ url, size: data.length, mime: kind.mime, name: original }, '上传成功');
    };
    app.post(
      '/api/chat/upload/file',
      { schema: { summary: '上传聊天文件', tags, response }, preHandler },
      uploadFile,
    );
    app.post(
      '/api/upload/file',
      { schema: { summary: '上传文件（/api/chat/upload/file 的别名）', tags, response }, preHandler },
      uploadFile,
    );

    // Public by unguessable name (links open in the browser without a bearer header); always an
    // attachment with a neutral type, so nothing uploaded is ever rendered by the browser.
    app.get(
      '/api/chat/files/:file/:name',
      {
        schema: {
          summary: '下载聊天文件',
          tags,
          params: z.object({ file: z.string().regex(FILE_PARAM), name: z.string().max(400) }),
        },
      },
      async (req, reply) => {
        const full = path.join(config.dataDir, CHAT_FILES_DIR, req.params.file);
        const info = await stat(full).catch(() => undefined);
        if (!info?.isFile()) throw notFound('文件不存在');
        const name = safeFileName(req.params.name, req.params.file);
        const asciiName = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
        return reply
          .header('Content-Type', 'application/octet-stream')
          .header('Content-Length', info.size)
          .header(
            'Content-Disposition',
            `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, max-age=86400')
          .send(createReadStream(full));
      },
    );
  };
