// Import rules of the project (docs/ARCHITECTURE.md), checked by `npm run lint:imports` in `npm test`.
//
// Server contexts, highest first; each may import only those below it, and only through their
// index.ts:   engagement → gateway → social → lottery → money → accounts → platform
// The composition root (app.ts, main.ts, seed.ts, infrastructure.ts, production-guard.ts, scripts/, test/) wires
// contexts together and may import any of them. Tests and test kits may reach into any file.
const SRC = '^apps/server/src/';
const CONTEXTS = ['engagement', 'gateway', 'social', 'lottery', 'money', 'accounts'];
const TESTS = '(\\.test\\.tsx?|-test-kit\\.ts)$';
const COMPOSITION = `${SRC}(app|main|seed|infrastructure|app-context|production-guard)\\.ts$|${SRC}(scripts|test)/`;

const higherThan = (context) => CONTEXTS.slice(0, CONTEXTS.indexOf(context));

module.exports = {
  forbidden: [
    {
      name: 'platform-imports-no-context',
      comment: 'platform/ is what every context may use; it knows none of them.',
      severity: 'error',
      from: { path: `${SRC}platform/`, pathNot: TESTS },
      to: { path: [`${SRC}(${CONTEXTS.join('|')})/`, COMPOSITION] },
    },
    ...CONTEXTS.filter((c) => higherThan(c).length > 0).map((context) => ({
      name: `${context}-imports-only-downward`,
      comment: `${context} may not import ${higherThan(context).join(', ')}: publish an event instead.`,
      severity: 'error',
      from: { path: `${SRC}${context}/`, pathNot: TESTS },
      to: { path: `${SRC}(${higherThan(context).join('|')})/` },
    })),
    {
      name: 'context-through-its-door',
      comment: 'Another context is reached only through its index.ts.',
      severity: 'error',
      from: { path: `${SRC}(${CONTEXTS.join('|')})/`, pathNot: TESTS },
      to: {
        path: `${SRC}(${CONTEXTS.join('|')})/`,
        pathNot: [`${SRC}$1/`, `${SRC}(${CONTEXTS.join('|')})/index\\.ts$`],
      },
    },
    {
      name: 'context-imports-no-composition-root',
      comment: 'Only the composition root wires contexts; a context never imports it.',
      severity: 'error',
      from: { path: `${SRC}(platform|${CONTEXTS.join('|')})/`, pathNot: TESTS },
      to: { path: COMPOSITION },
    },
    {
      name: 'no-cycle-between-contexts',
      comment: 'Contexts form a one-way chain; a cycle that leaves a context is a wrong-way import.',
      severity: 'error',
      from: { path: `${SRC}(${CONTEXTS.join('|')}|platform)/`, pathNot: TESTS },
      to: { circular: true, via: { pathNot: `${SRC}$1/` } },
    },
    {
      name: 'services-know-no-http',
      comment:
        'Services and repositories throw domain errors (platform/errors.ts) and never reach HTTP; ' +
        'platform/http maps error kinds to statuses.',
      severity: 'error',
      from: { path: `${SRC}.+\\.(service|repository)\\.ts$` },
      to: { path: `${SRC}platform/http/` },
    },
    {
      name: 'packages-import-no-app',
      comment: 'contracts and domain are shared by every app and import none of them.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain holds pure rules: no wire shapes, no I/O libraries.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: TESTS },
      to: { path: ['^packages/contracts/', 'node_modules/(pg|ioredis|fastify|drizzle-orm|@electric-sql)/'] },
    },
    {
      name: 'web-lib-is-the-bottom',
      comment: 'Web layers run one way: app → pages → features → components → lib.',
      severity: 'error',
      from: { path: '^apps/web/src/lib/', pathNot: TESTS },
      to: { path: '^apps/web/src/(app|pages|features|components)/' },
    },
    {
      name: 'web-components-below-features',
      severity: 'error',
      from: { path: '^apps/web/src/components/', pathNot: TESTS },
      to: { path: '^apps/web/src/(app|pages|features)/' },
    },
    {
      name: 'web-features-below-pages',
      severity: 'error',
      from: { path: '^apps/web/src/features/', pathNot: TESTS },
      to: { path: '^apps/web/src/(app|pages)/' },
    },
    {
      name: 'web-pages-below-app',
      severity: 'error',
      from: { path: '^apps/web/src/pages/', pathNot: TESTS },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      from: { path: '^apps/(web|admin)/' },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    moduleSystems: ['es6'],
  },
};
