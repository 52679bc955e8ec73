import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { unsupportedMedia } from '../errors.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Decodes an uploaded image by its content (never its name or declared type), refuses anything
 * that is not a JPEG, PNG, WebP or GIF, and re-encodes it: the stored file holds only pixels, so
 * metadata (EXIF, GPS) and any payload smuggled inside the original are dropped.
 */
export async function reencodeImage(
  input: Buffer,
  opts: { maxSide: number; square?: boolean },
): Promise<{ data: Buffer; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    throw unsupportedMedia('文件不是有效的图片');
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) {
    throw unsupportedMedia('仅支持 JPG、PNG、WEBP、GIF 图片');
  }
  try {
    const pipeline = sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(opts.maxSide, opts.maxSide, {
        fit: opts.square ? 'cover' : 'inside',
        withoutEnlargement: !opts.square,
      });
    const { data, info } = await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw unsupportedMedia('图片已损坏，无法处理');
  }
}

/** Stores bytes under `DATA_DIR/uploads/<folder>/` with a random name; answers the public URL. */
export async function storeUpload(
  dataDir: string,
  folder: string,
  data: Buffer,
  ext: string,
): Promise<string> {
  const dir = path.join(dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  await writeFile(path.join(dir, name), data);
  return `/uploads/${folder}/${name}`;
}
