/** Business constants and limits of SPEC.md §9. Times in milliseconds unless named otherwise. */
export const LIMITS = {
  requestTimeoutMs: 10_000,
  /**
   * Uploads get 60 s, not the 10 s of SPEC.md §9 for requests: a photo or a voice note of a few MB
   * on a slow mobile link takes longer than 10 s to send, and a failed upload is sent again whole.
   */
  uploadTimeoutMs: 60_000,
  requestRetries: 2,
  requestRetryDelayMs: 1_000,
  socketHeartbeatMs: 30_000,
  socketMaxReconnects: 5,
  socketReconnectBaseMs: 3_000,
  socketNetworkReturnDelayMs: 1_000,
  serverIdleCloseMs: 90_000,
  toastMs: 1_500,
  appToastMs: 2_000,
  bannerIntervalMs: 4_000,
  winnerScrollSpeed: 50,
  noticeDelayMs: 1_000,
  gameRefreshMs: 60_000,
  defaultAutoRefreshSeconds: 30,
  betMinYuan: 1,
  betMaxYuan: 100_000,
  historyPerGame: 100,
  recentPages: 20,
  cacheExpiryMs: 3_600_000,
  configCacheMs: 5 * 60_000,
  lotteryDataFreshMs: 5 * 60_000,
  lhcConfigFreshMs: 30 * 60_000,
  storageWarnRatio: 0.8,
  groupMaxMembers: 500,
  reachBottomDistance: 50,
  badgeCap: 99,
  titleFlashCycles: 6,
  titleFlashMs: 500,
  interactionTimeoutMs: 5 * 60_000,
  soundVolume: 0.6,
  unauthorizedRedirectMs: 1_000,
} as const;

export const QUICK_BET_AMOUNTS = [10, 50, 100, 500, 1000] as const;
export const APP_VERSION = '1.0.0';
