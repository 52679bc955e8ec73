/**
 * Content sniffing of uploads by their first bytes (magic numbers), never by name or declared type.
 * Each answer gives the extension the file is stored under and its MIME type.
 */
export interface Sniffed {
  ext: string;
  mime: string;
}

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');
const startsWith = (b: Buffer, bytes: number[]) => bytes.every((v, i) => b[i] === v);

/** webm, ogg, mp3, m4a (MP4 audio), wav or amr; undefined for anything else. */
export function sniffAudio(b: Buffer): Sniffed | undefined {
  if (b.length < 12) return undefined;
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(b, 0, Math.min(b.length, 64)).includes('webm')) {
    return { ext: 'webm', mime: 'audio/webm' };
  }
  if (ascii(b, 0, 4) === 'OggS') return { ext: 'ogg', mime: 'audio/ogg' };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE') return { ext: 'wav', mime: 'audio/wav' };
  if (ascii(b, 0, 6) === '#!AMR\n' || ascii(b, 0, 9) === '#!AMR-WB\n')
    return { ext: 'amr', mime: 'audio/amr' };
  if (ascii(b, 4, 8) === 'ftyp') {
    const brand = ascii(b, 8, 12);
    if (/^(M4A |M4B |mp4[12]|isom|iso[2-6]|dash|3gp[4-6])$/.test(brand))
      return { ext: 'm4a', mime: 'audio/mp4' };
    return undefined;
  }
  if (ascii(b, 0, 3) === 'ID3') return { ext: 'mp3', mime: 'audio/mpeg' };
  // An MPEG audio frame: 11 sync bits, then a version and a layer that are not "reserved" (the
  // layer bits 00 would be AAC ADTS, which is not MP3).
  if (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x18) !== 0x08 && (b[1]! & 0x06) !== 0) {
    return { ext: 'mp3', mime: 'audio/mpeg' };
  }
  return undefined;
}

const EXECUTABLE_SIGNATURES: number[][] = [
  [0x4d, 0x5a], // MZ: Windows executables
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xce, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal / Java class
  [0x23, 0x21], // #! scripts
];

const ZIP_FAMILY = new Set(['zip', 'docx', 'xlsx', 'pptx']);
const OFFICE_LEGACY = new Set(['doc', 'xls', 'ppt']);
const TEXT_FAMILY = new Set(['txt', 'csv', 'md', 'json', 'log']);

/** Plain UTF-8 text with no NUL bytes (checked on the first 64 KB). */
function isText(b: Buffer): boolean {
  const head = b.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  try {
    // A multi-byte character cut at the 64 KB boundary is fine; anything else invalid is not text.
    new TextDecoder('utf-8', { fatal: true }).decode(
      head.length < b.length ? head.subarray(0, head.length - 4) : head,
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * A general file for chat: documents, archives, images, audio, video and plain text are accepted;
 * executables and anything unrecognised are refused. `claimedExt` (from the client's file name)
 * only picks between formats that share a signature (docx vs zip, csv vs txt).
 */
export function sniffFile(b: Buffer, claimedExt: string): Sniffed | undefined {
  if (b.length === 0) return undefined;
  if (EXECUTABLE_SIGNATURES.some((sig) => startsWith(b, sig))) return undefined;
  const ext = claimedExt.toLowerCase();
  if (ascii(b, 0, 5) === '%PDF-') return { ext: 'pdf', mime: 'application/pdf' };
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) {
    return { ext: ZIP_FAMILY.has(ext) ? ext : 'zip', mime: 'application/zip' };
  }
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return { ext: OFFICE_LEGACY.has(ext) ? ext : 'doc', mime: 'application/msword' };
  }
  if (ascii(b, 0, 6) === 'Rar!\x1a\x07') return { ext: 'rar', mime: 'application/vnd.rar' };
  if (startsWith(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))
    return { ext: '7z', mime: 'application/x-7z-compressed' };
  if (startsWith(b, [0x1f, 0x8b])) return { ext: 'gz', mime: 'application/gzip' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (ascii(b, 0, 4) === 'GIF8') return { ext: 'gif', mime: 'image/gif' };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return { ext: 'webp', mime: 'image/webp' };
  if (ascii(b, 4, 8) === 'ftyp' && !/^(M4A |M4B )$/.test(ascii(b, 8, 12)))
    return { ext: 'mp4', mime: 'video/mp4' };
  const audio = sniffAudio(b);
  if (audio) return audio;
  if (isText(b)) return { ext: TEXT_FAMILY.has(ext) ? ext : 'txt', mime: 'text/plain' };
  return undefined;
}
