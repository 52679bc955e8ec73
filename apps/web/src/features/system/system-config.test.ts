import { DEFAULT_SYSTEM_CONFIG, type SystemConfig } from '@cailiao/contracts';
import { describe, expect, it, vi } from 'vitest';
import { getCacheEntry, setCache } from '../../lib/storage';
import { getFrontendConfig } from './api/get-frontend-config';
import { getSystemConfig, SYSTEM_CONFIG_CACHE_KEY } from './api/get-system-config';

const server: SystemConfig = {
  ...DEFAULT_SYSTEM_CONFIG,
  app_name: '彩聊Pro',
  maintenance_mode: true,
  announcements: [{ id: 1, title: '公告', content: '内容' }],
};
const MINUTE = 60_000;

describe('getSystemConfig', () => {
  it('fetches and caches the config when there is no cache', async () => {
    const fetchConfig = vi.fn(async () => server);
    await expect(getSystemConfig({ fetchConfig, now: 1_000 })).resolves.toEqual(server);
    expect(getCacheEntry(SYSTEM_CONFIG_CACHE_KEY)).toMatchObject({ data: server, timestamp: 1_000 });
  });

  it('reuses a cached copy younger than 5 minutes without fetching', async () => {
    setCache(SYSTEM_CONFIG_CACHE_KEY, server, 5 * MINUTE, 0);
    const fetchConfig = vi.fn(async () => DEFAULT_SYSTEM_CONFIG);
    await expect(getSystemConfig({ fetchConfig, now: 5 * MINUTE - 1 })).resolves.toEqual(server);
    expect(fetchConfig).not.toHaveBeenCalled();
  });

  it('refetches once the cache is 5 minutes old', async () => {
    setCache(SYSTEM_CONFIG_CACHE_KEY, DEFAULT_SYSTEM_CONFIG, 5 * MINUTE, 0);
    const fetchConfig = vi.fn(async () => server);
    await expect(getSystemConfig({ fetchConfig, now: 5 * MINUTE })).resolves.toEqual(server);
    expect(fetchConfig).toHaveBeenCalledOnce();
  });

  it('falls back to a stale cache when the fetch fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setCache(SYSTEM_CONFIG_CACHE_KEY, server, 5 * MINUTE, 0);
    const fetchConfig = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(getSystemConfig({ fetchConfig, now: 60 * MINUTE })).resolves.toEqual(server);
  });

  it('uses the built-in defaults with no cache and a failed fetch', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = await getSystemConfig({
      fetchConfig: async () => {
        throw new Error('down');
      },
    });
    expect(config).toEqual(DEFAULT_SYSTEM_CONFIG);
    expect(config.registration_enabled).toBe(true);
    expect(config.maintenance_mode).toBe(false);
  });

  it('says 获取配置失败 (in the console: the config loads silently) when the fetch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await getSystemConfig({
      fetchConfig: async () => {
        throw new Error('down');
      },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('获取配置失败'), '默认配置');
  });

  it('falls back to the placeholder download URL (app_down #) when the server names none', async () => {
    const { app_down: _none, ...withoutDownload } = server;
    const config = await getSystemConfig({ fetchConfig: async () => withoutDownload });
    expect(config.app_down).toBe('#');
    expect(DEFAULT_SYSTEM_CONFIG.app_down).toBe('#');
  });

  it('fills fields the server leaves out with the defaults', async () => {
    const config = await getSystemConfig({ fetchConfig: async () => ({ app_name: 'X' }) });
    expect(config).toEqual({ ...DEFAULT_SYSTEM_CONFIG, app_name: 'X' });
  });
});

describe('getFrontendConfig', () => {
  it('is silent on error and answers null', async () => {
    await expect(
      getFrontendConfig(async () => {
        throw new Error('404');
      }),
    ).resolves.toBeNull();
  });

  it('caches a successful answer', async () => {
    const fetchConfig = vi.fn(async () => ({ theme: 'red' }));
    await getFrontendConfig(fetchConfig);
    await expect(getFrontendConfig(fetchConfig)).resolves.toEqual({ theme: 'red' });
    expect(fetchConfig).toHaveBeenCalledOnce();
  });
});
