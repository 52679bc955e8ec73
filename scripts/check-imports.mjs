// The project's import rules (.dependency-cruiser.cjs), checked with dependency-cruiser.
// Usage: node scripts/check-imports.mjs [--config=./file.cjs] [paths…]   (default: apps packages)
//
// TypeScript 7 has no compiler API, so dependency-cruiser parses with swc. Its swc options leave
// out JSX (a TODO in its source), so .tsx files are parsed here with `tsx: true` switched on.
// The patch is applied before dependency-cruiser first imports @swc/core, so it sees it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');
const withTsx = (name, options) => (name.endsWith('.tsx') ? { ...options, tsx: true } : options);
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (name, options) => parseFileSync(name, withTsx(name, options));

const { cruise } = await import('dependency-cruiser');
const { default: extractConfig } = await import('dependency-cruiser/config-utl/extract-depcruise-config');
const { default: extractTsConfig } = await import('dependency-cruiser/config-utl/extract-ts-config');

const args = process.argv.slice(2);
const configArg = args.find((a) => a.startsWith('--config='));
const configPath = configArg ? configArg.slice('--config='.length) : './.dependency-cruiser.cjs';
const paths = args.filter((a) => !a.startsWith('--'));
const config = await extractConfig(configPath);
const result = await cruise(
  paths.length > 0 ? paths : ['apps', 'packages'],
  { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden }, outputType: 'err' },
  undefined,
  { tsConfig: extractTsConfig('tsconfig.json') },
);
process.stdout.write(result.output);
process.exitCode = result.exitCode > 0 ? 1 : 0;
