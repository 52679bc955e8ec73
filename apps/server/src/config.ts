import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v === '' ? fallback : !['0', 'off', 'false', 'no'].includes(v.toLowerCase()),
    );

/** Every setting of the server, read from the environment (README lists them). */
const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z
    .string()
    .optional()
    .refine((v) => !v || (/^https?:\/\/[^/?#]+[^?#]*$/.test(v) && URL.canParse(v)), {
      message: 'an http(s) address such as https://cailiao.example.com',
    }),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  CAPTCHA: flag(true),
  DEMO: flag(false),
  RATE_LIMITS: flag(true),
  DRAW_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86400).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: flag(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SCHEDULER: flag(true),
  RECHARGE_EXPIRE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  METRICS_ALLOW: z.string().default('127.0.0.1,::1'),
});

export type Config = {
  port: number;
  host: string;
  /** Base of every absolute link the server hands out, no trailing slash; unset: each request's origin. */
  publicUrl?: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  captcha: boolean;
  demo: boolean;
  rateLimits: boolean;
  drawIntervalSeconds?: number;
  logLevel: string;
  tokenTtlHours: number;
  webDist: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  scheduler: boolean;
  /** Minutes before an unpaid recharge order expires. */
  rechargeExpireMinutes: number;
  /** Addresses (as the socket sees them, never X-Forwarded-For) that may read GET /metrics. */
  metricsAllow: string[];
};

/** Parses the environment; throws with every invalid setting named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    captcha: e.CAPTCHA,
    demo: e.DEMO,
    rateLimits: e.RATE_LIMITS,
    drawIntervalSeconds: e.DRAW_INTERVAL_SECONDS,
    logLevel: e.LOG_LEVEL,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    scheduler: e.SCHEDULER,
    rechargeExpireMinutes: e.RECHARGE_EXPIRE_MINUTES,
    metricsAllow: e.METRICS_ALLOW.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  };
}
