import type { Group, Page } from '@cailiao/contracts';
import { PAGE_SIZE } from '@cailiao/contracts';
import { http } from '../../../lib/http';

export const groupKeys = { mine: ['chat', 'groups', 'mine'] as const };

/** GET /api/chat/groups (page, limit 20): the groups I belong to. */
export function getMyGroups(page = 1): Promise<Page<Group>> {
  return http.get<Page<Group>>('/api/chat/groups', { params: { page, limit: PAGE_SIZE.groups } });
}

/** GET /api/chat/groups/{id}: my role decides who may recall others' messages. */
export function getGroup(groupId: number): Promise<Group> {
  return http.get<Group>(`/api/chat/groups/${groupId}`, { silent: true });
}
