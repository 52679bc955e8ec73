import {
  DEFAULT_SYSTEM_CONFIG,
  type ErrorReportBody,
  type FeedbackType,
  type SystemConfig,
} from '@cailiao/contracts';
import { APP_VERSION } from '@cailiao/domain';
import type { Db } from '../../platform/db/client.ts';
import { systemRepository } from './system.repository.ts';

export const SYSTEM_CONFIG_KEY = 'system_config';
const CACHE_MS = 5_000;

/** System configuration, version, feedback and client error reports. */
export function createSystemService(db: Db, now: () => number = Date.now) {
  // A short in-process cache: the config is read on every app launch and changes rarely; five
  // seconds of staleness across processes is acceptable for display settings.
  let cached: { at: number; value: SystemConfig } | undefined;

  return {
    async config(): Promise<SystemConfig> {
      if (cached && now() - cached.at < CACHE_MS) return cached.value;
      const stored = await systemRepository.getSetting<Partial<SystemConfig>>(db, SYSTEM_CONFIG_KEY);
      const value = { ...DEFAULT_SYSTEM_CONFIG, ...stored };
      cached = { at: now(), value };
      return value;
    },

    async updateConfig(patch: Partial<SystemConfig>): Promise<SystemConfig> {
      const current = await this.config();
      const next = { ...current, ...patch };
      await systemRepository.putSetting(db, SYSTEM_CONFIG_KEY, next);
      cached = undefined;
      return next;
    },

    async version() {
      const cfg = await this.config();
      return { version: APP_VERSION, minVersion: APP_VERSION, downloadUrl: cfg.app_down };
    },

    async chatService() {
      const cfg = await this.config();
      return {
        wsPath: '/api/ws/chat',
        altWsPath: '/ws',
        heartbeatMs: 30_000,
        customerServiceUrl: cfg.customer_service_url,
        hours: '7×24小时',
      };
    },

    submitFeedback(userId: number | null, body: { type: FeedbackType; content: string; contact?: string }) {
      return systemRepository.insertFeedback(db, { userId, ...body });
    },

    reportError(userId: number | null, ip: string, body: ErrorReportBody) {
      const { message, ...detail } = body;
      return systemRepository.insertErrorReport(db, { userId, ip, message, detail });
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
