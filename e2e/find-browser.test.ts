import { describe, expect, it } from 'vitest';
import { type BrowserProbes, findBrowser, NoBrowserError } from './find-browser.ts';

const bundled = { executablePath: '/tmp/cailiao-chromium-1/chromium', env: { LD_LIBRARY_PATH: '/tmp/lib' } };

/** A machine where exactly the listed files are executable. */
function machine(files: string[], over: Partial<BrowserProbes> = {}): BrowserProbes & { unpacked: number } {
  const probes = {
    env: { PATH: '/usr/local/bin:/usr/bin:/snap/bin' },
    platform: 'linux',
    arch: 'x64',
    isExecutable: (file: string) => files.includes(file),
    unpacked: 0,
    async unpackBundled() {
      probes.unpacked++;
      return bundled;
    },
    ...over,
  };
  return probes;
}

describe('findBrowser', () => {
  it.each([
    {
      case: 'CHROMIUM_PATH wins over everything',
      files: ['/opt/chrome/chrome', '/usr/bin/chromium', '/usr/bin/google-chrome'],
      env: { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' },
      want: ['/opt/chrome/chrome', 'CHROMIUM_PATH'],
    },
    {
      case: '/usr/bin/chromium before anything on PATH',
      files: ['/usr/local/bin/chromium-browser', '/usr/bin/chromium'],
      env: { PATH: '/usr/local/bin' },
      want: ['/usr/bin/chromium', 'machine'],
    },
    {
      case: 'chromium-browser on PATH before google-chrome',
      files: ['/usr/local/bin/google-chrome', '/snap/bin/chromium-browser'],
      env: { PATH: '/usr/local/bin:/snap/bin' },
      want: ['/snap/bin/chromium-browser', 'machine'],
    },
    {
      case: 'google-chrome on PATH',
      files: ['/usr/local/bin/google-chrome'],
      env: { PATH: '/usr/local/bin:/usr/bin' },
      want: ['/usr/local/bin/google-chrome', 'machine'],
    },
    {
      case: 'a browser outside PATH is not found',
      files: ['/opt/bin/google-chrome'],
      env: { PATH: '/usr/bin' },
      want: [bundled.executablePath, '@sparticuz/chromium'],
    },
    {
      case: 'the bundled Chromium on a machine with none',
      files: [],
      env: { PATH: '/usr/bin' },
      want: [bundled.executablePath, '@sparticuz/chromium'],
    },
  ])('$case', async ({ files, env, want }) => {
    const probes = machine(files, { env });
    const found = await findBrowser(probes);
    expect([found.executablePath, found.source]).toEqual(want);
    expect(probes.unpacked).toBe(want[1] === '@sparticuz/chromium' ? 1 : 0);
  });

  it('hands over the environment the bundled browser needs, and none for a browser on the machine', async () => {
    expect((await findBrowser(machine([]))).env).toEqual(bundled.env);
    expect((await findBrowser(machine(['/usr/bin/chromium']))).env).toEqual({});
  });

  it('refuses a CHROMIUM_PATH that cannot run instead of silently taking another browser', async () => {
    const probes = machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/nope/chrome' } });
    await expect(findBrowser(probes)).rejects.toThrow(
      new NoBrowserError(
        'CHROMIUM_PATH=/nope/chrome is not an executable file: point it at Chromium or Chrome',
      ),
    );
  });

  it.each([
    ['darwin', 'arm64'],
    ['linux', 'arm64'],
    ['win32', 'x64'],
  ])(
    'on %s %s with no browser, says in one line what to install and unpacks nothing',
    async (platform, arch) => {
      const probes = machine([], { platform, arch });
      const error = await findBrowser(probes).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NoBrowserError);
      const message = (error as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toMatch(/install Chromium or Google Chrome, or set CHROMIUM_PATH/);
      expect(probes.unpacked).toBe(0);
    },
  );

  it('turns a failed unpacking into one line', async () => {
    const probes = machine([], {
      async unpackBundled() {
        throw new Error("Cannot find package '@sparticuz/chromium'\n    at stack frames");
      },
    });
    await expect(findBrowser(probes)).rejects.toThrow(
      /^The Chromium of @sparticuz\/chromium could not be unpacked \(Cannot find package '@sparticuz\/chromium'\): run npm install/,
    );
  });
});
