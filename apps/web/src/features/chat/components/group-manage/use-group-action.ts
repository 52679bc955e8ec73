import { useQueryClient } from '@tanstack/react-query';
import { Dialog, Toast } from 'antd-mobile';
import { useCallback } from 'react';

/**
 * Runs a group action: optional confirmation, the call, a toast, then the group's queries are
 * refreshed. Errors were already toasted by the http client.
 */
export function useGroupAction(groupId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (work: () => Promise<unknown>, done: string, confirm?: string): Promise<boolean> => {
      if (confirm && !(await Dialog.confirm({ content: confirm, confirmText: '确定', cancelText: '取消' })))
        return false;
      try {
        await work();
        Toast.show({ content: done });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['chat', 'group', groupId] }),
          queryClient.invalidateQueries({ queryKey: ['chat', 'groups'] }),
          queryClient.invalidateQueries({ queryKey: ['chat', 'group-requests'] }),
        ]);
        return true;
      } catch {
        return false;
      }
    },
    [groupId, queryClient],
  );
}
