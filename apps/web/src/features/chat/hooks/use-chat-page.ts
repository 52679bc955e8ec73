import { useEffect } from 'react';
import { useChatStore } from '../store/chat-store';

/** Marks a chat page as the current page: the tab badge holds still until it is left (SPEC.md §2). */
export function useChatPageActive(): void {
  useEffect(() => {
    useChatStore.getState().setChatPageActive(true);
    return () => useChatStore.getState().setChatPageActive(false);
  }, []);
}
