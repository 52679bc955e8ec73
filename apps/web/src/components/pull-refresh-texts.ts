/**
 * Pull-to-refresh of every list (SPEC.md §4 states): 下拉刷新 while pulling, 释放立即刷新 once the pull
 * reached 60 px, 刷新中… while refreshing, 刷新成功, then the head restores; released short, it aborts.
 */
export const PULL_TO_REFRESH = {
  headHeight: 40,
  threshold: 60,
  pullingText: '下拉刷新',
  canReleaseText: '释放立即刷新',
  refreshingText: '刷新中…',
  completeText: '刷新成功',
} as const;
