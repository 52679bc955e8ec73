import { eq } from 'drizzle-orm';
import { operators, userRepository } from './accounts/index.ts';
import type { Config } from './config.ts';
import type { Db } from './platform/db/client.ts';
import { verifyPassword } from './platform/lib/passwords.ts';
import { DEMO_ACCOUNTS } from './seed.ts';

/**
 * Passwords and keys that must never guard real money: the placeholders this repository ships
 * (deploy/.env.example) and the defaults operators commonly leave in place. Compared ignoring case.
 */
export const DEFAULT_SECRETS: readonly string[] = [
  'change-me',
  'changeme',
  'password',
  'secret',
  'postgres',
  'redis',
  'cailiao',
  'admin',
  'admin123',
  'demo123',
  '123456',
];

const isDefault = (secret: string | undefined) =>
  !!secret && DEFAULT_SECRETS.includes(secret.trim().toLowerCase());

function urlPassword(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}

/** What in the settings alone makes a start without DEMO unsafe: secrets left at a published default. */
export function defaultSecretProblems(config: Config): string[] {
  if (config.demo) return [];
  const problems: string[] = [];
  if (isDefault(urlPassword(config.databaseUrl)))
    problems.push('DATABASE_URL: the database password is a well-known default; set a strong one');
  if (isDefault(urlPassword(config.redisUrl)))
    problems.push('REDIS_URL: the Redis password is a well-known default; set a strong one');
  if (config.sms.provider === 'http' && isDefault(config.sms.apiKey))
    problems.push('SMS_API_KEY: still the placeholder; set the key your SMS gateway issued');
  return problems;
}

/** Demo accounts (README) that still open with their published password: anyone could log in. */
export async function demoAccountProblems(config: Config, db: Db): Promise<string[]> {
  if (config.demo) return [];
  const problems: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await userRepository.findByUsername(db, account.username);
    if (user?.status === 'active' && (await verifyPassword(user.passwordHash, account.password)))
      problems.push(
        `demo account "${account.username}" still accepts its published password; change the password or disable the account`,
      );
    const [operator] = user ? await db.select().from(operators).where(eq(operators.userId, user.id)) : [];
    if (operator && !operator.disabledAt && (await verifyPassword(operator.passwordHash, account.password)))
      problems.push(
        `demo operator "${account.username}" still accepts its published console password; reset it with npm run operator:grant -- ${account.username} --reset`,
      );
  }
  return problems;
}

/** The message a refused start prints: what is wrong and the ways out. */
export function refusalMessage(problems: string[]): string {
  return [
    '彩聊 refuses to start without DEMO=1 (production mode):',
    ...problems.map((p) => `  - ${p}`),
    'Fix the above, or run a demo with DEMO=1 (npm start).',
  ].join('\n');
}
