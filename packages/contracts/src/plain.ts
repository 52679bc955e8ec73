// `@cailiao/contracts/plain`: the contracts' plain values, with no zod schema behind them. The main
// entry builds every schema (and zod, ~30 KB gzip) as it loads; the web's first-load path (the home
// page and the app shell) imports from here instead, to stay within its JS budget.
export * from './page-size.ts';
export * from './system-defaults.ts';
