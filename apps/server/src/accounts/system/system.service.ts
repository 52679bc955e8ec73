import {
  type AdminBanner,
  type AdminFeedback,
  type AdminSystemConfig,
  DEFAULT_SYSTEM_CONFIG,
  type ErrorReportBody,
  type FeedbackStatus,
  type FeedbackType,
  type Page,
  type SystemConfig,
  toPage,
} from '@cailiao/contracts';
import { APP_VERSION } from '@cailiao/domain';
import type { Db, Tx } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { type EventBus, publishAfterCommit } from '../../platform/events/event-bus.ts';
import { type FeedbackWithAuthor, systemRepository } from './system.repository.ts';

export const SYSTEM_CONFIG_KEY = 'system_config';
const CACHE_MS = 5_000;

/** The stored config: banners as the operator keeps them (with order and switch). */
type StoredConfig = Omit<SystemConfig, 'banners'> & {
  banners: (SystemConfig['banners'][number] & Partial<AdminBanner>)[];
};

/** Writes the operator's audit row in the change's transaction (money's AuditWrite, by shape). */
export type AuditInTx = (tx: Tx) => Promise<void>;

const toAdminFeedback = (f: FeedbackWithAuthor): AdminFeedback => ({
  id: f.id,
  userId: f.userId,
  username: f.username,
  type: f.type,
  content: f.content,
  contact: f.contact,
  createdAt: f.createdAt.toISOString(),
  status: f.handledAt ? 'handled' : 'open',
  handledAt: f.handledAt?.toISOString() ?? null,
  handledBy: f.handledBy,
  reply: f.reply,
});

/** What players see of the operator's banners: the enabled ones, in their order. */
const playerBanners = (banners: StoredConfig['banners']): SystemConfig['banners'] =>
  banners
    .filter((b) => b.enabled !== false)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id)
    .map(({ id, title, image, link }) => ({ id, title, image, link }));

/** System configuration, version, feedback and client error reports. */
export function createSystemService(db: Db, now: () => number = Date.now, bus?: EventBus) {
  // A short in-process cache: the config is read on every request of the maintenance gate and
  // every app launch. An operator's change drops it in every process (SystemConfigChanged); the
  // five seconds only bound staleness when that event is lost.
  let cached: { at: number; stored: StoredConfig; value: SystemConfig } | undefined;
  bus?.subscribe((event) => {
    if (event.type === 'SystemConfigChanged') cached = undefined;
  });
  async function load() {
    if (cached && now() - cached.at < CACHE_MS) return cached;
    const found = await systemRepository.getSetting<Partial<StoredConfig>>(db, SYSTEM_CONFIG_KEY);
    const stored: StoredConfig = { ...DEFAULT_SYSTEM_CONFIG, ...found };
    cached = { at: now(), stored, value: { ...stored, banners: playerBanners(stored.banners) } };
    return cached;
  }
  /** Stores a change with its audit row in one transaction, then tells every process. */
  async function save(next: StoredConfig, audit?: AuditInTx) {
    await db.transaction(async (tx) => {
      await systemRepository.putSetting(tx, SYSTEM_CONFIG_KEY, next);
      await audit?.(tx);
    });
    cached = undefined;
    await publishAfterCommit(bus, { type: 'SystemConfigChanged' });
  }
  return {
    async config(): Promise<SystemConfig> {
      return (await load()).value;
    },
    /** The config when the cache holds it fresh, without a promise; else undefined (call config). */
    configIfFresh(): SystemConfig | undefined {
      return cached && now() - cached.at < CACHE_MS ? cached.value : undefined;
    },
    async updateConfig(patch: Partial<SystemConfig>, audit?: AuditInTx): Promise<SystemConfig> {
      const { stored } = await load();
      await save({ ...stored, ...patch }, audit);
      return this.config();
    },
    /** The fields of the console's settings page. */
    async adminConfig(): Promise<AdminSystemConfig> {
      const { website_url: _site, banners: _banners, ...rest } = (await load()).stored;
      return rest;
    },
    async saveAdminConfig(input: AdminSystemConfig, audit: AuditInTx): Promise<AdminSystemConfig> {
      const { stored } = await load();
      await save({ ...stored, ...input }, audit);
      return this.adminConfig();
    },
    /** Every banner, enabled or not, in its order. */
    async banners(): Promise<Required<AdminBanner>[]> {
      return (await load()).stored.banners
        .map((b) => ({ ...b, link: b.link ?? '', sort: b.sort ?? 0, enabled: b.enabled !== false }))
        .sort((a, b) => a.sort - b.sort || a.id - b.id);
    },
    /** Replaces the banner list; a banner without an id gets a new one. */
    async saveBanners(list: AdminBanner[], audit: AuditInTx): Promise<Required<AdminBanner>[]> {
      const { stored } = await load();
      let nextId = Math.max(0, ...stored.banners.map((b) => b.id), ...list.map((b) => b.id ?? 0));
      const banners = list.map((b) => ({
        id: b.id ?? ++nextId,
        title: b.title,
        image: b.image,
        link: b.link ?? '',
        sort: b.sort ?? 0,
        enabled: b.enabled ?? true,
      }));
      await save({ ...stored, banners }, audit);
      return this.banners();
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
    /** The console's feedback list, newest first, optionally only open or only handled ones. */
    async feedbackPage(q: {
      status?: FeedbackStatus;
      page: number;
      limit: number;
    }): Promise<Page<AdminFeedback>> {
      const handled = q.status === undefined ? undefined : q.status === 'handled';
      const { rows, total } = await systemRepository.listFeedback(db, { ...q, handled });
      return toPage(rows.map(toAdminFeedback), q, total);
    },
    /**
     * An operator marks open feedback handled, with an optional reply. `inTx` runs in the same
     * transaction once the row is changed (the reply to the player's inbox, the audit row): when it
     * throws, nothing is handled.
     */
    async handleFeedback(
      operatorId: number,
      id: number,
      reply: string | null,
      inTx: (tx: Tx, handled: AdminFeedback) => Promise<void>,
    ): Promise<AdminFeedback> {
      return db.transaction(async (tx) => {
        const found = await systemRepository.findFeedback(tx, id);
        if (!found) throw notFound('反馈不存在');
        const row = await systemRepository.markFeedbackHandled(tx, id, operatorId, reply, new Date(now()));
        if (!row) throw conflict('FEEDBACK_HANDLED', '该反馈已处理');
        const handled = toAdminFeedback({ ...row, username: found.username });
        await inTx(tx, handled);
        return handled;
      });
    },
    reportError(userId: number | null, ip: string, body: ErrorReportBody) {
      const { message, ...detail } = body;
      return systemRepository.insertErrorReport(db, { userId, ip, message, detail });
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
