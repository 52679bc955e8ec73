/**
 * Obfuscation of the stored token and user info (SPEC.md §3 "obfuscated").
 *
 * This is NOT security: the key ships with the app, so anyone with access to the device can decode
 * the value. It only keeps the token from being readable at a glance (shoulder surfing, screenshots
 * of dev tools, naive scrapers of localStorage). Real protection is the server's revocable tokens.
 *
 * Format: `v1:` + base64( UTF-8 bytes XOR repeating key ).
 */
const VERSION = 'v1:';
const KEY = 'CaiLiao#H5@2024!obf';

function xor(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    out[i] = (bytes[i] ?? 0) ^ KEY.charCodeAt(i % KEY.length);
  }
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function obfuscate(plain: string): string {
  return VERSION + toBase64(xor(new TextEncoder().encode(plain)));
}

/** Decodes a value written by `obfuscate`; null for anything else (old formats, tampering). */
export function deobfuscate(stored: string): string | null {
  if (!stored.startsWith(VERSION)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xor(fromBase64(stored.slice(VERSION.length))));
  } catch {
    return null;
  }
}
