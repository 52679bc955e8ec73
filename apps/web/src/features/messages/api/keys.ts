/** Query keys of the inbox and notices: `messages` clears the inbox and the unread counts. */
export const messageKeys = {
  all: ['messages'] as const,
  list: ['messages', 'list'] as const,
  detail: (id: number) => ['messages', 'detail', id] as const,
  unread: ['messages', 'unread'] as const,
  notices: ['notices'] as const,
  noticeList: ['notices', 'list'] as const,
  notice: (id: number) => ['notices', 'detail', id] as const,
  popups: ['notices', 'popups'] as const,
};
