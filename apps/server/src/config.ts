import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v === '' ? fallback : !['0', 'off', 'false', 'no'].includes(v.toLowerCase()),
    );
/** A text setting where an empty value (as compose files pass) means unset. */
const text = () =>
  z
    .string()
    .optional()
    .transform((v) => v || undefined);

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
  API_DOCS: z.string().optional(),
  SMS_PROVIDER: z.enum(['log', 'http', 'off', '']).optional(),
  SMS_URL: text().pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_API_KEY: text(),
  SMS_TEMPLATE: text(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SMS_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  OPERATOR_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  WITHDRAW_SECOND_APPROVAL_YUAN: z.coerce.number().int().min(0).max(100_000_000).default(5000),
  ADMIN_DIST: z.string().optional(),
  RESPONSE_VALIDATION: z.string().optional(),
});

/** The SMS settings, checked together: `log` only in demo mode; `http` needs its URL, key and template. */
function smsConfig(e: z.infer<typeof ConfigSchema>): SmsConfig | string[] {
  const provider = e.SMS_PROVIDER || (e.DEMO ? 'log' : 'off');
  // The log provider writes codes into the log: acceptable for a demo, never in production.
  if (provider === 'log' && !e.DEMO)
    return ['SMS_PROVIDER: log writes verification codes to the log; it is for demo mode (DEMO=1) only'];
  if (provider !== 'http') return { provider };
  const { SMS_URL: url, SMS_API_KEY: apiKey, SMS_TEMPLATE: template } = e;
  if (!url || !apiKey || !template)
    return Object.entries({ SMS_URL: url, SMS_API_KEY: apiKey, SMS_TEMPLATE: template })
      .filter(([, v]) => !v)
      .map(([k]) => `${k}: required when SMS_PROVIDER=http`);
  return { provider, url, apiKey, template, timeoutMs: e.SMS_TIMEOUT_MS, retries: e.SMS_RETRIES };
}

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
  /** Serve the OpenAPI document and its viewer at /api/docs (default: only in demo mode). */
  apiDocs: boolean;
  sms: SmsConfig;
  /** Seconds a shutdown may take to finish in-flight requests and settlement before the process exits. */
  shutdownGraceSeconds: number;
  /** An operator session ends after this many minutes without a request. */
  operatorIdleMinutes: number;
  /** Withdrawals above this many yuan need a second operator's approval (maker-checker). */
  withdrawSecondApprovalYuan: number;
  /** Built operator console to serve at /admin. */
  adminDist: string;
  /**
   * Check every response against its Zod schema (tests, so contract drift fails them); otherwise
   * responses are written by serializers compiled from the JSON Schema of the same contracts.
   */
  responseValidation: boolean;
};

/** How verification codes leave the server: `log` (demo only), an HTTP gateway, or not at all. */
export type SmsConfig =
  | { provider: 'log' | 'off' }
  | { provider: 'http'; url: string; apiKey: string; template: string; timeoutMs: number; retries: number };

/** Parses the environment; throws with every invalid setting named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const sms = smsConfig(e);
  if (Array.isArray(sms)) throw new Error(`Invalid configuration:\n${sms.join('\n')}`);
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
    apiDocs: e.API_DOCS === undefined || e.API_DOCS === '' ? e.DEMO : flag(false).parse(e.API_DOCS),
    metricsAllow: e.METRICS_ALLOW.split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    sms,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    operatorIdleMinutes: e.OPERATOR_IDLE_MINUTES,
    withdrawSecondApprovalYuan: e.WITHDRAW_SECOND_APPROVAL_YUAN,
    adminDist: path.resolve(e.ADMIN_DIST ?? path.join(import.meta.dirname, '../../admin/dist')),
    responseValidation: e.RESPONSE_VALIDATION
      ? flag(false).parse(e.RESPONSE_VALIDATION)
      : process.env.VITEST !== undefined || process.env.NODE_ENV === 'test',
  };
}
