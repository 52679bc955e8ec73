import type { Page, PlayerMessage } from '@cailiao/contracts';
import { http } from '../../../lib/http';
import { PAGE_LIMIT, usePagedQuery } from '../../wallet/lib/paged';
import { messageKeys } from './keys';

/** GET /api/messages: the player's inbox, newest first. */
export function getMessages(page: number): Promise<Page<PlayerMessage>> {
  return http.get<Page<PlayerMessage>>('/api/messages', { params: { page, limit: PAGE_LIMIT } });
}

export function useMessages() {
  return usePagedQuery(messageKeys.list, getMessages);
}
