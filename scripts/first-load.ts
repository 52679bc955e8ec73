// The JavaScript a first visit to the home page downloads, read from a client build's manifest
// (apps/web/vite.config.ts writes it): the entry chunk, the home page's chunk, the chunks started at
// launch for every visitor (the system config), and every chunk these import statically.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Source modules whose chunks a first visit to `/` loads besides the entry. */
export const HOME_FIRST_LOAD = [
  'src/pages/home/home-page.tsx',
  'src/features/system/api/get-system-config.ts',
];

/** The budget of issue 12: first-load JS of the home page, gzip. */
export const HOME_BUDGET_BYTES = 170 * 1024;

export interface FirstLoad {
  files: Array<{ file: string; gzip: number }>;
  gzipBytes: number;
}

export function firstLoadJs(dist: string, modules: readonly string[] = HOME_FIRST_LOAD): FirstLoad {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  // A page grouped into a chunk of its own (apps/web/vite-first-load-chunks.ts) is listed under
  // the chunk's name, not its source file.
  for (const module of modules) {
    const name = path.basename(module).replace(/\.[jt]sx?$/, '');
    visit(
      manifest[module] ? module : (Object.keys(manifest).find((k) => manifest[k]?.name === name) ?? module),
    );
  }
  const files = [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0) };
}
