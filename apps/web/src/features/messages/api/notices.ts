import type { Notice, Page } from '@cailiao/contracts';
import { PAGE_SIZE } from '@cailiao/contracts/plain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { messageKeys } from './keys';

/** GET /api/notice/list. */
export function getNotices(page: number, filter: { popup?: boolean; isRead?: boolean } = {}) {
  return http.get<Page<Notice>>('/api/notice/list', {
    params: { page, limit: PAGE_SIZE.default, ...filter },
    silent: filter.popup === true,
  });
}

export function useNotices() {
  return usePagedQuery(messageKeys.noticeList, (page) => getNotices(page));
}

/** GET /api/notice/detail (noticeId). */
export function getNotice(noticeId: number): Promise<Notice> {
  return http.get<Notice>('/api/notice/detail', { params: { noticeId }, silent: true });
}

export function useNotice(noticeId: number) {
  return useQuery({
    queryKey: messageKeys.notice(noticeId),
    queryFn: () => getNotice(noticeId),
    enabled: noticeId > 0,
  });
}

/** POST /api/notice/read (noticeId). */
export function readNotice(noticeId: number): Promise<Notice> {
  return http.post<Notice>('/api/notice/read', { noticeId }, { silent: true });
}

export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotice,
    onSettled: () =>
      Promise.all(
        [messageKeys.unread, messageKeys.notices].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
