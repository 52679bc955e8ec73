import { LIMITS } from '@cailiao/domain';
import { allEntries } from './local-store';

/** Browsers give localStorage about 5 MB per origin. */
export const LOCAL_STORAGE_QUOTA_BYTES = 5 * 1024 * 1024;

export interface StorageUsage {
  usage: number;
  quota: number;
  ratio: number;
  source: 'estimate-api' | 'local-storage';
}

/** localStorage keeps UTF-16 strings: two bytes per code unit of key and value. */
export function localStorageBytes(): number {
  let total = 0;
  for (const [key, value] of allEntries()) total += (key.length + value.length) * 2;
  return total;
}

export async function measureStorage(
  nav: Navigator | undefined = globalThis.navigator,
): Promise<StorageUsage> {
  const estimate = nav?.storage?.estimate;
  if (typeof estimate === 'function') {
    try {
      const { usage = 0, quota = 0 } = await estimate.call(nav.storage);
      if (quota > 0) return { usage, quota, ratio: usage / quota, source: 'estimate-api' };
    } catch {
      // fall through to the localStorage estimate
    }
  }
  const usage = localStorageBytes();
  return {
    usage,
    quota: LOCAL_STORAGE_QUOTA_BYTES,
    ratio: usage / LOCAL_STORAGE_QUOTA_BYTES,
    source: 'local-storage',
  };
}

/**
 * Warns (console.warn and the optional callback) when storage is above 80 % of its quota
 * (SPEC.md §9). Answers the measurement.
 */
export async function checkStorageUsage(
  options: { onWarning?: (usage: StorageUsage) => void; navigator?: Navigator } = {},
): Promise<StorageUsage> {
  const usage = await measureStorage(options.navigator ?? globalThis.navigator);
  if (usage.ratio > LIMITS.storageWarnRatio) {
    console.warn(`[storage] 本地存储已使用 ${(usage.ratio * 100).toFixed(1)}%，请清理缓存`);
    options.onWarning?.(usage);
  }
  return usage;
}
