import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { unsupportedMedia } from '../errors.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_SIDE = 2048;
const THUMB_SIDE = 320;
const PIXEL_LIMIT = 40_000_000;

/**
 * A chat image, decoded by content and re-encoded to WebP (metadata and any smuggled payload
 * dropped) with a thumbnail. Animated GIF and WebP stay animated.
 */
export async function reencodeChatImage(input: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: PIXEL_LIMIT }).metadata();
  } catch {
    throw unsupportedMedia('文件不是有效的图片');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw unsupportedMedia('仅支持 JPG、PNG、WEBP、GIF 图片');
  const animated = (meta.pages ?? 1) > 1;
  const open = () => {
    const s = sharp(input, { animated, limitInputPixels: PIXEL_LIMIT });
    return animated ? s : s.rotate();
  };
  try {
    const main = await open()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await open()
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return {
      image: main.data,
      thumb,
      width: main.info.width,
      height: main.info.pageHeight ?? main.info.height,
    };
  } catch {
    throw unsupportedMedia('图片已损坏，无法处理');
  }
}

/** Writes files under `DATA_DIR/<folder>` with the given names (callers pick random names). */
export async function storeFiles(dataDir: string, folder: string, files: { name: string; data: Buffer }[]) {
  const dir = path.join(dataDir, folder);
  await mkdir(dir, { recursive: true });
  for (const f of files) await writeFile(path.join(dir, f.name), f.data);
}

export const newFileId = () => randomUUID();
