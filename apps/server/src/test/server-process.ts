import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output(): string;
  stop(): Promise<number | null>;
}

/** Spawns the real entry point (main.ts) with `env` on `port`; does not wait for it. */
export function spawnServer(
  port: number,
  env: Record<string, string | undefined>,
): Omit<ServerProcess, 'base'> & { base: string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', CAPTCHA: 'off', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Polls GET /api/system/version until the server answers; throws with its output if it dies or stalls. */
export async function waitUntilUp(
  server: Pick<ServerProcess, 'base' | 'child' | 'output'>,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.child.exitCode === null) {
    try {
      if ((await fetch(`${server.base}/api/system/version`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

/**
 * A random port for a server a test spawns, below Linux's ephemeral range (32768–60999): a port
 * up there can be taken at any moment by an outgoing connection (a database or Redis client),
 * which made two-process tests fail with EADDRINUSE. Callers that start two servers pass a `from`
 * below and one at or above 30,000 and get ports from two separate bands.
 */
export const randomPort = (from = 20000) =>
  (from >= 30000 ? 21_500 : 10_500) + Math.floor(Math.random() * 11_000);
