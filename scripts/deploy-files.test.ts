import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No Docker engine runs here: the deployment files are checked as text against the code they run.
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Service = {
  build?: { context: string; dockerfile: string };
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  healthcheck?: { test: string[] };
};
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const apps = ['app1', 'app2'] as const;

/** The settings config.ts reads (the keys of its schema). */
const settings = new Set(
  [...read('apps/server/src/config.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!),
);

describe('deploy/compose.yaml', () => {
  it('runs two app processes, PostgreSQL, Redis and a reverse proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'postgres', 'proxy', 'redis']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['appdata', 'pgdata', 'redisdata']);
  });

  it.each(apps)('%s: the image of the Dockerfile, in production mode, on PostgreSQL and Redis', (name) => {
    const app = compose.services[name]!;
    const dockerfile = path.join(root, 'deploy', app.build!.context, app.build!.dockerfile);
    expect(existsSync(dockerfile)).toBe(true);
    const env = app.environment!;
    expect(new URL(env.DATABASE_URL!.replace(/\$\{[^}]+\}/g, 'x')).host).toBe('postgres:5432');
    expect(new URL(env.REDIS_URL!.replace(/\$\{[^}]+\}/g, 'x')).host).toBe('redis:6379');
    expect(env.TRUST_PROXY).toBe('on');
    expect(env).not.toHaveProperty('DEMO');
    // Every variable is a setting the server reads: a typo would be silently ignored.
    expect(Object.keys(env).filter((key) => !settings.has(key))).toEqual([]);
    expect(app.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(app.ports).toBeUndefined(); // only the proxy is published
  });

  it('gives secrets no default: compose stops when one is missing', () => {
    const text = read('deploy/compose.yaml');
    for (const secret of ['POSTGRES_PASSWORD', 'REDIS_PASSWORD'])
      for (const use of text.matchAll(new RegExp(`\\$\\{${secret}[^}]*\\}`, 'g')))
        expect(use[0]).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
  });

  it('takes every variable it interpolates from deploy/.env.example', () => {
    const used = new Set([...read('deploy/compose.yaml').matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]!));
    const example = new Set([...read('deploy/.env.example').matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]!));
    expect([...used].filter((v) => !example.has(v))).toEqual([]);
  });

  it('puts nginx in front of both processes, WebSockets included', () => {
    const proxy = compose.services.proxy!;
    expect(proxy.volumes).toContain('./nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    const nginx = read('deploy/nginx.conf');
    for (const name of apps) expect(nginx).toContain(`server ${name}:8080`);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => /^[A-Z]+ /.test(line));

  it('installs, builds the client in one stage and runs npm run serve from another', () => {
    expect(instructions.filter((i) => i.startsWith('FROM '))).toHaveLength(2);
    expect(dockerfile).toMatch(/^FROM \S+ AS build$/m);
    expect(dockerfile).toContain('RUN npm install --no-audit --no-fund');
    expect(dockerfile).toContain('npm run build:web');
    expect(instructions.at(-1)).toBe('CMD ["npm", "run", "serve"]');
    const scripts = JSON.parse(read('package.json')).scripts;
    expect(scripts['build:web']).toBeDefined();
    expect(scripts.serve).toMatch(/^exec /); // so SIGTERM reaches the server
  });

  it('copies only files that exist', () => {
    const copies = instructions.filter((i) => i.startsWith('COPY ') && !i.includes('--from'));
    expect(copies.length).toBeGreaterThan(2);
    for (const copy of copies) {
      const sources = copy.split(/\s+/).slice(1, -1);
      for (const source of sources) expect(existsSync(path.join(root, source)), source).toBe(true);
    }
  });

  it('keeps installed modules and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', 'data', 'deploy/.env']));
  });
});
