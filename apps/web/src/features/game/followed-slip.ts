import { create } from 'zustand';
import type { SlipItem } from './slip';

/** A shared slip someone chose to follow (跟投), waiting for its game's betting page. */
export interface FollowedSlip {
  gameId: number;
  issueNo: string;
  items: SlipItem[];
  /** The sharer's stake per item, or null when they hid it. */
  amount: number | null;
  notice: string | null;
}

interface FollowedSlipState {
  slip: FollowedSlip | null;
  set: (slip: FollowedSlip) => void;
  /** The slip for this game, once; the betting page takes it when it opens. */
  take: (gameId: number) => FollowedSlip | null;
}

export const useFollowedSlip = create<FollowedSlipState>()((set, get) => ({
  slip: null,
  set: (slip) => set({ slip }),
  take: (gameId) => {
    const slip = get().slip;
    if (!slip || slip.gameId !== gameId) return null;
    set({ slip: null });
    return slip;
  },
}));
