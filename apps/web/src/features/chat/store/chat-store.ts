import { create } from 'zustand';

/** Chat state shared with the shell; conversations and messages arrive with the chat issue. */
export interface ChatState {
  /** Unread messages over all conversations (the chat tab badge). */
  unreadTotal: number;
  setUnreadTotal: (count: number) => void;
  reset: () => void;
}

export const useChatStore = create<ChatState>()((set) => ({
  unreadTotal: 0,
  setUnreadTotal: (count) => set({ unreadTotal: Math.max(0, Math.floor(count)) }),
  reset: () => set({ unreadTotal: 0 }),
}));
