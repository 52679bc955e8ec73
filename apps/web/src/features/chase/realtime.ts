import type { QueryClient } from '@tanstack/react-query';
import { chaseChanged } from './api/chase';

/** A `chase_update` frame: one of the player's chases placed an issue, had one settled, or ended. */
export function onChaseUpdate(queryClient: QueryClient | undefined, data: unknown): boolean {
  const chaseId =
    typeof data === 'object' && data !== null ? (data as { chaseId?: unknown }).chaseId : undefined;
  if (typeof chaseId !== 'number') return false;
  if (queryClient) chaseChanged(queryClient);
  return true;
}
