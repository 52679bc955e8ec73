import type { PlayerMessage } from '@cailiao/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { messageKeys } from './keys';

/** GET /api/messages/{id}. */
export function getMessage(id: number): Promise<PlayerMessage> {
  return http.get<PlayerMessage>(`/api/messages/${id}`, { silent: true });
}

export function useMessage(id: number) {
  return useQuery({ queryKey: messageKeys.detail(id), queryFn: () => getMessage(id), enabled: id > 0 });
}

/** PUT /api/messages/{id}/read. */
export function readMessage(id: number): Promise<PlayerMessage> {
  return http.put<PlayerMessage>(`/api/messages/${id}/read`, undefined, { silent: true });
}

/** PUT /api/messages/batch/read: the ids given, or every unread message. */
export function readAllMessages(ids?: number[]): Promise<{ updated: number }> {
  return http.put<{ updated: number }>('/api/messages/batch/read', ids ? { ids } : {});
}

export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.unread }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.list }),
  });
}

export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => readAllMessages(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
