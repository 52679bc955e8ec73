import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The one place that finds a Chromium for the browser journeys, the Lighthouse script and
 * screenshot tools: CHROMIUM_PATH, else a Chromium or Chrome on the machine, else the Chromium
 * that the npm package @sparticuz/chromium carries in its tarball (Linux x64).
 */
export interface FoundBrowser {
  executablePath: string;
  source: 'CHROMIUM_PATH' | 'machine' | '@sparticuz/chromium';
  /** Extra environment the browser needs at launch (bundled libraries and fonts). */
  env: Record<string, string>;
}

/** Flags every tool of the project launches Chromium with (headless, quiet, no GPU). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-gpu',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** No browser can run here; the message is one line naming what to install. */
export class NoBrowserError extends Error {
  override name = 'NoBrowserError';
}

/** What findBrowser looks at, injected by its test. */
export interface BrowserProbes {
  env: Record<string, string | undefined>;
  platform: string;
  arch: string;
  isExecutable(file: string): boolean;
  unpackBundled(): Promise<Omit<FoundBrowser, 'source'>>;
}

const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export async function findBrowser(probes: BrowserProbes = machineProbes): Promise<FoundBrowser> {
  const { env, isExecutable } = probes;
  const wanted = env.CHROMIUM_PATH;
  if (wanted) {
    if (isExecutable(wanted)) return { executablePath: wanted, source: 'CHROMIUM_PATH', env: {} };
    throw new NoBrowserError(
      `CHROMIUM_PATH=${wanted} is not an executable file: point it at Chromium or Chrome`,
    );
  }
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const candidates = ['/usr/bin/chromium', ...ON_PATH.flatMap((name) => dirs.map((d) => path.join(d, name)))];
  const onMachine = candidates.find((file) => isExecutable(file));
  if (onMachine) return { executablePath: onMachine, source: 'machine', env: {} };
  if (probes.platform !== 'linux' || probes.arch !== 'x64') {
    throw new NoBrowserError(
      `No Chromium found: install Chromium or Google Chrome, or set CHROMIUM_PATH (the bundled one runs on Linux x64 only; this is ${probes.platform} ${probes.arch})`,
    );
  }
  try {
    return { ...(await probes.unpackBundled()), source: '@sparticuz/chromium' };
  } catch (e) {
    const reason = String((e as Error).message ?? e).split('\n')[0];
    throw new NoBrowserError(
      `The Chromium of @sparticuz/chromium could not be unpacked (${reason}): run npm install, or install Chromium or set CHROMIUM_PATH`,
    );
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const machineProbes: BrowserProbes = {
  env: process.env,
  platform: process.platform,
  arch: process.arch,
  isExecutable,
  unpackBundled,
};

/**
 * Unpacks the bundled Chromium once per version into `<tmp>/cailiao-chromium-<version>/`: into a
 * private folder first, renamed into place when complete, so an interrupted or concurrent first
 * run never leaves a half-written browser behind.
 */
async function unpackBundled(): Promise<Omit<FoundBrowser, 'source'>> {
  const require = createRequire(import.meta.url);
  const root = path.resolve(path.dirname(require.resolve('@sparticuz/chromium')), '../..');
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const dir = path.join(tmpdir(), `cailiao-chromium-${version}`);
  const found = () => ({
    executablePath: path.join(dir, 'chromium'),
    // The binary links NSS, NSPR and expat, which a bare Debian lacks: the package carries them
    // (built for Amazon Linux 2023). Its fontconfig sees the machine's fonts plus the bundled Open Sans.
    env: { LD_LIBRARY_PATH: path.join(dir, 'al2023', 'lib'), FONTCONFIG_FILE: path.join(dir, 'fonts.conf') },
  });
  if (isExecutable(found().executablePath)) return found();

  const staging = mkdtempSync(`${dir}.partial-`);
  try {
    const { default: chromium } = await import('@sparticuz/chromium');
    // The package unpacks into os.tmpdir(), and adds the libraries only where it believes it runs
    // on Amazon Linux 2023. Both are read synchronously when executablePath() starts, so the
    // environment is changed for that one synchronous call only.
    const saved = { TMPDIR: process.env.TMPDIR, AWS_LAMBDA_JS_RUNTIME: process.env.AWS_LAMBDA_JS_RUNTIME };
    let unpacking: Promise<string>;
    try {
      process.env.TMPDIR = staging;
      process.env.AWS_LAMBDA_JS_RUNTIME = 'nodejs20.x';
      unpacking = chromium.executablePath();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    const unpacked = await unpacking;
    if (unpacked !== path.join(staging, 'chromium') || !existsSync(path.join(staging, 'al2023', 'lib'))) {
      throw new Error(`@sparticuz/chromium ${version} did not unpack into ${staging} as expected`);
    }
    writeFileSync(
      path.join(staging, 'fonts.conf'),
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${path.join(dir, 'fonts', 'fonts')}</dir>
  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>
</fontconfig>
`,
    );
    try {
      renameSync(staging, dir);
    } catch (e) {
      if (!isExecutable(found().executablePath)) throw e; // else another process got there first
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return found();
}

// `tsx e2e/find-browser.ts` (run first by `npm run test:e2e`) prints the browser the tools will use,
// or one line saying what to install.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  findBrowser().then(
    (b) => console.log(`browser: ${b.executablePath} (${b.source})`),
    (e) => {
      console.error(e instanceof NoBrowserError ? e.message : e);
      process.exitCode = 1;
    },
  );
}
