import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin directory (Debian layout, as `.ci/run` finds it), if any. */
function findBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

/** The OS user that runs the cluster: PostgreSQL refuses to run as root, so root hands it to `postgres`. */
function osUser(): { uid: number; gid: number } | 'self' | undefined {
  if (process.getuid?.() !== 0) return 'self';
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

const bin = findBin();
const user = bin ? osUser() : undefined;

/**
 * True when this machine can start a PostgreSQL cluster of a test's own: the server binaries are
 * installed (CI has them; a bare machine with only Node does not) and, as root, a `postgres` user exists.
 */
export const ownPostgresAvailable = !!bin && !!user;

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, the same across stop and start. */
  url: string;
  /** Stops the server: `fast` ends sessions cleanly, `immediate` is a crash (recovery on start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data directory; resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: TCP still connects, nothing ever answers. */
  freeze(): void;
  /** SIGCONT to the processes `freeze` stopped. */
  thaw(): void;
  /** Stops the server (whatever its state) and removes its directory. */
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster of the test's own (initdb into a temporary directory, trust
 * auth, fsync off), which the test may stop, start, freeze and thaw like an operator or a crash
 * would, without touching the shared test server. Only where `ownPostgresAvailable`.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (!bin || !user) throw new Error('no PostgreSQL binaries (or no postgres user) on this machine');
  const dir = mkdtempSync(path.join(tmpdir(), 'cailiao-own-pg-'));
  if (user !== 'self') chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const as = (cmd: string, args: string[]) =>
    user === 'self'
      ? run(path.join(bin, cmd), args)
      : run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]);
  const pgCtl = (args: string[]) => as('pg_ctl', ['-D', data, ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = async () => {
    await pgCtl(['-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  };
  let frozen: number[] = [];
  const postmasterPid = () => Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const childrenOf = (parent: number) =>
    readdirSync('/proc')
      .filter((p) => /^\d+$/.test(p))
      .filter((p) => {
        try {
          // The fields after the command's closing parenthesis: state, then the parent's pid.
          const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
        } catch {
          return false;
        }
      })
      .map(Number);
  const thaw = () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {}
    }
    frozen = [];
  };

  // A run that ends without destroy() (a hook timed out, the worker was stopped) still leaves
  // no server behind: thaw it, stop it and remove its directory on the way out.
  const onExit = () => {
    thaw();
    try {
      const args = ['-D', data, '-m', 'immediate', '-w', 'stop'];
      if (user === 'self') execFileSync(path.join(bin, 'pg_ctl'), args, { stdio: 'ignore' });
      else
        execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args], {
          stdio: 'ignore',
        });
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  try {
    await as('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    await start();
  } catch (err) {
    process.off('exit', onExit);
    onExit();
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop(mode = 'fast') {
      await pgCtl(['-m', mode, '-w', '-t', '60', 'stop']);
    },
    start,
    freeze() {
      // The postmaster first, so it forks no new backend while its children are being stopped.
      const postmaster = postmasterPid();
      process.kill(postmaster, 'SIGSTOP');
      frozen = [postmaster];
      for (const pid of childrenOf(postmaster)) {
        try {
          process.kill(pid, 'SIGSTOP');
          frozen.push(pid);
        } catch {}
      }
    },
    thaw,
    async destroy() {
      process.off('exit', onExit);
      thaw();
      await pgCtl(['-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
