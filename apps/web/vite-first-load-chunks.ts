import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

type CodeSplittingGroup = { name: string; test: (id: string) => boolean; priority: number };

/**
 * What the bundler's own splitting left the first screen: the entry with 16 chunks of a few hundred
 * bytes beside it (React, the query client, the stores: modules the pages share with the entry),
 * then the home page in 25 more. Over HTTP/1.1 (six connections) each small file costs a round
 * trip, and the home page's largest paint waited behind two such waves. Here each wave is one file:
 *
 * - `shell`: everything the entry imports statically, kept in the entry's own file;
 * - `get-system-config`: the config module, started at launch on every page;
 * - `page-common`: what the home page and the lobby both import; `home-page` and `game-page`: the
 *   rest of each of those pages.
 *
 * Each group is the static import closure of its root module, computed once the module graph is
 * known. A package index that only re-exports (antd-mobile, its icons, @cailiao/domain) is followed
 * only to the modules named in the importer's import list, else the whole package would come along.
 * The bundler does not close the groups over their imports (it would follow every import of such an
 * index): a build whose chunks import each other in a cycle, which could run a module before one it
 * needs, fails. index.html preloads the home page's chunks with the entry.
 */
const ROOTS = {
  config: /[\\/]src[\\/]features[\\/]system[\\/]api[\\/]get-system-config\.ts$/,
  home: /[\\/]src[\\/]pages[\\/]home[\\/]home-page\.tsx$/,
  lobby: /[\\/]src[\\/]pages[\\/]game[\\/]game-page\.tsx$/,
};

/** Chunks the page's head fetches with the entry. */
const PRELOADED = ['get-system-config', 'page-common', 'home-page'];

const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/** One statement of a module that only passes others on: `export … from '…'`, `import x, { y } from '…'`, `export { … }`. */
const REEXPORT_LINE =
  /^(?:import\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\})?\s*from\s*)?['"][^'"]+['"];?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*['"][^'"]+['"];?|export\s*\{[^}]*\};?)$/;

function reexportsOnly(code: string): boolean {
  const lines = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^}]*\}/g, (list) => list.replace(/\s+/g, ' '))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'));
  return lines.length > 0 && lines.every((line) => REEXPORT_LINE.test(line));
}

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

/** Whether `spec`, written in `importer`, names the package index or module `barrel`. */
function names(spec: string, importer: string, barrel: string): boolean {
  const target = withoutExtension(barrel);
  if (spec.startsWith('.')) {
    const resolved = withoutExtension(path.resolve(path.dirname(importer), spec));
    return resolved === target || path.join(resolved, 'index') === target;
  }
  const dir = (text: string) => `${path.sep}${text.split('/').join(path.sep)}${path.sep}`;
  // A package by its folder: `node_modules/antd-mobile/`, or a workspace's `packages/domain/`.
  return barrel.includes(dir(spec)) || barrel.includes(dir(spec.split('/').pop()!));
}

/** What `importer` takes from `barrel` by name: `*` for all of it, or when that cannot be told. */
function namesTakenFrom(code: string, importer: string, barrel: string): Set<string> {
  const taken = new Set<string>();
  let found = false;
  for (const [, clause, spec] of code.matchAll(/(?:import|export)\s*([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    if (!names(spec!, importer, barrel)) continue;
    found = true;
    const list = clause!.match(/\{([^}]*)\}/)?.[1] ?? '';
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) taken.add(name);
    }
    if (clause!.includes('*')) taken.add('*');
    if (/^(?:type\s+)?[\w$]+\s*(?:,|$)/.test(clause!.trim()) && !clause!.trim().startsWith('{'))
      taken.add('default');
  }
  return found ? taken : new Set(['*']);
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A re-exported module's own name: `UserOutline.js`, `components/notice-bar/index.js`. */
function stemOf(id: string): string {
  const base = path.basename(id).replace(/\.[cm]?[jt]sx?$/, '');
  return squash(base === 'index' ? path.basename(path.dirname(id)) : base);
}

function declares(code: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  return new RegExp(
    `export\\s+(?:declare\\s+)?(?:const|let|var|function\\*?|async\\s+function|class|enum)\\s+${n}\\b|export\\s*\\{[^}]*\\b${n}\\b`,
  ).test(code);
}

export function firstLoadChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const sets = {
    shell: new Set<string>(),
    config: new Set<string>(),
    common: new Set<string>(),
    home: new Set<string>(),
    lobby: new Set<string>(),
  };
  const plugin: Plugin = {
    name: 'cailiao-first-load-chunks',
    apply: 'build',
    buildEnd() {
      for (const set of Object.values(sets)) set.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const barrels = new Map<string, boolean>();
      const isBarrel = (id: string) => {
        let known = barrels.get(id);
        if (known === undefined) {
          // Only a package's index (they declare themselves free of side effects): an index of the
          // app's own has every module it names evaluated, so all of them belong to the closure.
          known = !APP_SOURCE.test(id) && reexportsOnly(info(id)?.code ?? '');
          barrels.set(id, known);
        }
        return known;
      };
      /** The modules of a barrel that provide `names` (and what it imports for its side effects). */
      const through = (barrel: string, names: Set<string>): string[] => {
        const code = info(barrel)?.code ?? '';
        const sideEffects = [...code.matchAll(/import\s*['"]([^'"]+)['"]/g)].map((m) =>
          path.resolve(path.dirname(barrel), m[1]!),
        );
        const wanted = new Set([...names].map(squash));
        return (info(barrel)?.importedIds ?? []).filter((target) => {
          if (names.has('*') || isBarrel(target)) return true;
          const bare = target.replace(/\.[cm]?[jt]sx?$/, '');
          if (sideEffects.some((s) => bare === s || bare === path.join(s, 'index'))) return true;
          if (wanted.has(stemOf(target))) return true;
          const targetCode = info(target)?.code ?? '';
          return [...names].some((name) => declares(targetCode, name));
        });
      };
      /** The static import closure of `roots`, barrels followed by name. */
      const closure = (roots: string[]): Set<string> => {
        const seen = new Set<string>();
        const barrelsDone = new Set<string>();
        const stack = roots.map((id) => ({ id, names: new Set(['*']) }));
        while (stack.length > 0) {
          const { id, names } = stack.pop()!;
          const barrel = isBarrel(id);
          if (seen.has(id) && !barrel) continue;
          const visit = `${id}\0${[...names].sort().join(',')}`;
          if (barrel && barrelsDone.has(visit)) continue;
          barrelsDone.add(visit);
          seen.add(id);
          const next = barrel ? through(id, names) : (info(id)?.importedIds ?? []);
          for (const target of next) {
            if (!isBarrel(target)) {
              if (!seen.has(target)) stack.push({ id: target, names });
            } else {
              // A barrel reached through a barrel serves the same names.
              const taken = barrel ? names : namesTakenFrom(info(id)?.code ?? '', id, target);
              stack.push({ id: target, names: taken });
            }
          }
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const rootsOf = (test: RegExp) => ids.filter((id) => test.test(id));
      const minus = (set: Set<string>, ...others: Set<string>[]) =>
        new Set([...set].filter((id) => !others.some((o) => o.has(id))));
      const shell = closure(ids.filter((id) => info(id)?.isEntry));
      const config = minus(closure(rootsOf(ROOTS.config)), shell);
      const home = minus(closure(rootsOf(ROOTS.home)), shell, config);
      const lobby = minus(closure(rootsOf(ROOTS.lobby)), shell, config);
      const common = new Set([...home].filter((id) => lobby.has(id)));
      for (const id of shell) sets.shell.add(id);
      for (const id of config) sets.config.add(id);
      for (const id of common) sets.common.add(id);
      for (const id of minus(home, common)) sets.home.add(id);
      for (const id of minus(lobby, common)) sets.lobby.add(id);
    },
    // The home page is where the app opens: its chunks are fetched with the entry rather than once the
    // entry has run (the config's and the shared one serve the lobby too; the home page's own costs a
    // deep link to another page ~12 KB).
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const tags: HtmlTagDescriptor[] = [];
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !PRELOADED.includes(chunk.name)) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${chunk.fileName}` },
            injectTo: 'head',
          });
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${css}` },
              injectTo: 'head',
            });
          }
        }
        return tags;
      },
    },
    // Chunks that import each other could run a module before one it needs (the groups are not
    // closed by the bundler): such a build must not ship.
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type === 'chunk') imports.set(file, chunk.imports);
      }
      const state = new Map<string, 'open' | 'done'>();
      const visit = (file: string, trail: string[]) => {
        if (state.get(file) === 'done') return;
        if (state.get(file) === 'open') {
          this.error(`chunks import each other: ${[...trail.slice(trail.indexOf(file)), file].join(' → ')}`);
        }
        state.set(file, 'open');
        for (const next of imports.get(file) ?? []) visit(next, [...trail, file]);
        state.set(file, 'done');
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
  const group = (name: string, set: Set<string>, priority: number): CodeSplittingGroup => ({
    name,
    test: (id) => set.has(id),
    priority,
  });
  return {
    plugin,
    groups: [
      group('shell', sets.shell, 5),
      group('get-system-config', sets.config, 4),
      group('page-common', sets.common, 3),
      group('home-page', sets.home, 2),
      group('game-page', sets.lobby, 1),
    ],
  };
}
