import { create } from 'zustand';
import {
  type AppSettings,
  getAppSettings,
  getQuickBetAmounts,
  resetQuickBetAmounts,
  setAppSettings,
  setQuickBetAmounts,
} from '../../../lib/storage';

/** App settings and quick bet amounts (SPEC.md §3), kept in localStorage, shared by every page. */
export interface SettingsState {
  settings: AppSettings;
  quickAmounts: number[];
  update: (patch: Partial<AppSettings>) => void;
  /** Saves the amounts; false (nothing saved) when any is outside 1–100000. */
  saveQuickAmounts: (amounts: number[]) => boolean;
  resetQuickAmounts: () => void;
}

export const useSettingsStore = create<SettingsState>()((set) => ({
  settings: getAppSettings(),
  quickAmounts: getQuickBetAmounts(),
  update: (patch) => set({ settings: setAppSettings(patch) }),
  saveQuickAmounts: (amounts) => {
    if (!setQuickBetAmounts(amounts)) return false;
    set({ quickAmounts: getQuickBetAmounts() });
    return true;
  },
  resetQuickAmounts: () => set({ quickAmounts: resetQuickBetAmounts() }),
}));
