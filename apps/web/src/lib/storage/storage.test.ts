import { describe, expect, it, vi } from 'vitest';
import {
  addGameHistory,
  addRecentPage,
  checkStorageUsage,
  clearCache,
  clearGameHistory,
  clearSession,
  DEFAULT_APP_SETTINGS,
  deobfuscate,
  getAppSettings,
  getCache,
  getCacheEntry,
  getGameHistory,
  getQuickBetAmounts,
  getRecentPages,
  getStoredUser,
  getToken,
  obfuscate,
  onSessionCleared,
  STORAGE_PREFIX,
  setAppSettings,
  setCache,
  setQuickBetAmounts,
  setStoredUser,
  setToken,
} from './index';

const user = {
  id: 1,
  username: 'demo',
  nickname: '演示玩家',
  avatar: null,
  inviteCode: 'ABC123',
  balance: 10,
  vipLevel: 0,
};

describe('obfuscation', () => {
  it('round-trips text, including Chinese, and is not plain text', () => {
    const encoded = obfuscate('{"nickname":"演示玩家"}');
    expect(encoded.startsWith('v1:')).toBe(true);
    expect(encoded).not.toContain('nickname');
    expect(deobfuscate(encoded)).toBe('{"nickname":"演示玩家"}');
  });

  it('refuses values of another format', () => {
    expect(deobfuscate('{"a":1}')).toBeNull();
    expect(deobfuscate('v1:%%%')).toBeNull();
  });
});

describe('session', () => {
  it('stores token and user obfuscated and reads them back', () => {
    setToken('secret-token');
    setStoredUser(user);
    expect(localStorage.getItem(`${STORAGE_PREFIX}token`)).not.toContain('secret-token');
    expect(localStorage.getItem(`${STORAGE_PREFIX}user`)).not.toContain('demo');
    expect(getToken()).toBe('secret-token');
    expect(getStoredUser()).toEqual(user);
  });

  it('clears both and tells the listeners', () => {
    const listener = vi.fn();
    const off = onSessionCleared(listener);
    setToken('t');
    setStoredUser(user);
    clearSession();
    off();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a tampered value', () => {
    localStorage.setItem(`${STORAGE_PREFIX}user`, JSON.stringify(user));
    expect(getStoredUser()).toBeNull();
  });
});

describe('app settings and quick amounts', () => {
  it('has the SPEC defaults', () => {
    expect(getAppSettings()).toEqual({
      theme: 'light',
      language: 'zh-CN',
      notifications: true,
      sound: true,
      vibration: true,
      autoRefresh: true,
      refreshInterval: 30,
    });
    expect(getQuickBetAmounts()).toEqual([10, 50, 100, 500, 1000]);
  });

  it('saves changes and repairs invalid stored fields', () => {
    setAppSettings({ sound: false, refreshInterval: 60 });
    expect(getAppSettings()).toMatchObject({ sound: false, refreshInterval: 60, vibration: true });
    localStorage.setItem(
      `${STORAGE_PREFIX}app-settings`,
      JSON.stringify({ sound: 'x', refreshInterval: -1 }),
    );
    expect(getAppSettings()).toEqual(DEFAULT_APP_SETTINGS);
  });

  it('accepts amounts of 1–100000 only', () => {
    expect(setQuickBetAmounts([1, 20, 100000])).toBe(true);
    expect(getQuickBetAmounts()).toEqual([1, 20, 100000]);
    expect(setQuickBetAmounts([0, 20])).toBe(false);
    expect(setQuickBetAmounts([100001])).toBe(false);
    expect(setQuickBetAmounts([])).toBe(false);
    expect(getQuickBetAmounts()).toEqual([1, 20, 100000]);
  });
});

describe('game history', () => {
  it('keeps the newest first, at most 100 per game', () => {
    for (let i = 0; i < 105; i++) addGameHistory('k3', { n: i }, 1000 + i);
    addGameHistory('ssc', { n: 'x' });
    const list = getGameHistory<{ n: number }>('k3');
    expect(list).toHaveLength(100);
    expect(list[0]).toEqual({ timestamp: 1104, data: { n: 104 } });
    expect(list[99]?.data.n).toBe(5);
    clearGameHistory('k3');
    expect(getGameHistory('k3')).toEqual([]);
    expect(getGameHistory('ssc')).toHaveLength(1);
    clearGameHistory();
    expect(getGameHistory('ssc')).toEqual([]);
  });
});

describe('recent pages', () => {
  it('dedupes by path, newest first, at most 20', () => {
    for (let i = 0; i < 25; i++) addRecentPage(`/p/${i}`, `页${i}`, i);
    addRecentPage('/p/10', '页10', 100);
    const pages = getRecentPages();
    expect(pages).toHaveLength(20);
    expect(pages[0]).toEqual({ path: '/p/10', title: '页10', timestamp: 100 });
    expect(pages.filter((p) => p.path === '/p/10')).toHaveLength(1);
  });
});

describe('cache', () => {
  it('answers data while fresh with the default expiry of one hour', () => {
    setCache('k', { a: 1 }, undefined, 0);
    expect(getCacheEntry('k')).toEqual({ data: { a: 1 }, timestamp: 0, expiry: 3_600_000 });
    expect(getCache('k', 3_599_999)).toEqual({ a: 1 });
    expect(getCache('k', 3_600_000)).toBeNull();
    expect(getCacheEntry('k')).toBeNull();
  });

  it('clears only cache entries', () => {
    setToken('t');
    setCache('a', 1);
    setCache('b', 2);
    expect(clearCache()).toBe(2);
    expect(getCache('a')).toBeNull();
    expect(getToken()).toBe('t');
  });
});

describe('usage check', () => {
  it('warns above 80 % using navigator.storage.estimate', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onWarning = vi.fn();
    const nav = { storage: { estimate: async () => ({ usage: 81, quota: 100 }) } } as unknown as Navigator;
    const usage = await checkStorageUsage({ onWarning, navigator: nav });
    expect(usage).toMatchObject({ ratio: 0.81, source: 'estimate-api' });
    expect(onWarning).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('stays quiet at or below 80 %', async () => {
    const onWarning = vi.fn();
    const nav = { storage: { estimate: async () => ({ usage: 80, quota: 100 }) } } as unknown as Navigator;
    await checkStorageUsage({ onWarning, navigator: nav });
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('falls back to the localStorage size against 5 MB', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onWarning = vi.fn();
    localStorage.setItem('big', 'x'.repeat(100));
    const quiet = await checkStorageUsage({ onWarning, navigator: {} as Navigator });
    expect(quiet).toMatchObject({ source: 'local-storage', quota: 5 * 1024 * 1024, usage: (3 + 100) * 2 });
    expect(onWarning).not.toHaveBeenCalled();
    // 2.2 M UTF-16 code units ≈ 4.4 MB > 80 % of 5 MB
    localStorage.setItem('big', 'x'.repeat(2_200_000));
    await checkStorageUsage({ onWarning, navigator: {} as Navigator });
    expect(onWarning).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
