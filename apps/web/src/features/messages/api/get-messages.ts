import { PAGE_SIZE, type Page, type PlayerMessage } from '@cailiao/contracts';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { messageKeys } from './keys';

/** GET /api/messages: the player's inbox, newest first. */
export function getMessages(page: number): Promise<Page<PlayerMessage>> {
  return http.get<Page<PlayerMessage>>('/api/messages', { params: { page, limit: PAGE_SIZE.default } });
}

export function useMessages() {
  return usePagedQuery(messageKeys.list, getMessages);
}
