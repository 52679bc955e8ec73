import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LogSmsProvider, type SmsProvider } from '../accounts/auth/sms.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite } from '../platform/db/client.ts';
import { openScratchPostgres } from '../platform/db/scratch-postgres.ts';
import { type EventBus, MemoryEventBus } from '../platform/events/event-bus.ts';
import { MemoryRateLimiter, NoRateLimiter, type RateLimiter } from '../platform/lib/rate-limiter.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB_ENGINE=postgres)
 * a new database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close. Migrated with
 * every migration, or with those of `migrationsFolder` only.
 */
export async function createTestDatabase(migrationsFolder?: string): Promise<Database> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') return openPglite(undefined, undefined, migrationsFolder);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  return openScratchPostgres(url, 't', 10, migrationsFolder);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  bus: EventBus;
  close(): Promise<void>;
}

/** The real app on a fresh database, captcha off, (unless asked) rate limits off and demo mode off. */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    rateLimits?: boolean;
    database?: Database;
    bus?: EventBus;
    sms?: SmsProvider;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cailiao-test-')),
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: opts.rateLimits ? 'on' : 'off',
    WEB_DIST: '/nonexistent',
    SCHEDULER: 'off',
    ...opts.env,
  });
  const database = opts.database ?? (await createTestDatabase());
  const bus = opts.bus ?? new MemoryEventBus();
  const limiter: RateLimiter = opts.rateLimits ? new MemoryRateLimiter() : new NoRateLimiter();
  // Tests get a silent log provider unless they bring their own or name SMS_PROVIDER (even empty).
  const sms =
    opts.sms ?? (opts.env && 'SMS_PROVIDER' in opts.env ? undefined : new LogSmsProvider({ info: () => {} }));
  const app = await buildApp({ config, database, bus, limiter, sms });
  await app.ready();
  return {
    app,
    database,
    config,
    bus,
    async close() {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}

let counter = 0;
/** A unique valid username for this test run. */
export const uniqueUsername = (prefix = 'u') =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`.slice(
    0,
    16,
  );

/** Registers a new player through the API; answers the token and user. */
export async function registerPlayer(
  app: FastifyInstance,
  username = uniqueUsername(),
  password = 'secret123',
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { data } = res.json();
  return { token: data.token as string, user: data.user, username, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
