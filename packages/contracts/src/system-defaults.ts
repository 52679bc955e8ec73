import type { SystemConfig } from './system.ts';

// A plain value, no schema: see page-size.ts.
/**
 * The id of the element the server writes into index.html with the current config, which the
 * client takes instead of asking GET /api/system/config at launch.
 */
export const EMBEDDED_CONFIG_ID = 'cl-system-config';

/** Built-in defaults the client falls back to with no config at all (SPEC.md §4). */
export const DEFAULT_SYSTEM_CONFIG: SystemConfig = {
  app_name: '彩聊',
  app_version: '1.0.0',
  website_url: '',
  customer_service_qq: '',
  customer_service_wechat: '',
  customer_service_phone: '',
  customer_service_url: '',
  banners: [],
  announcements: [],
  maintenance_mode: false,
  registration_enabled: true,
  app_down: '#',
};
