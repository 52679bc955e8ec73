import { act } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import { showAppToast } from '../lib/http/app-toast';
import { configureToasts } from './toast-defaults';

/** The close timer antd-mobile's Toast.show set (its duration is not readable otherwise). */
function closeDelayOf(show: () => void): number | undefined {
  const timers = vi.spyOn(window, 'setTimeout');
  act(show);
  const delays = timers.mock.calls.map(([, ms]) => ms).filter((ms) => typeof ms === 'number' && ms >= 1000);
  timers.mockRestore();
  return delays.at(-1);
}

describe('toast durations (SPEC.md §9)', () => {
  it('shows a toast for 1500 ms by default, configured in one place at start-up', () => {
    configureToasts();
    expect(closeDelayOf(() => Toast.show({ content: '已保存' }))).toBe(1500);
    expect(closeDelayOf(() => Toast.show('已复制'))).toBe(1500);
  });

  it("keeps the app helper's toasts (request errors, socket notices) for 2000 ms", () => {
    configureToasts();
    expect(closeDelayOf(() => showAppToast('网络连接失败'))).toBe(2000);
  });

  it('lets a call ask for its own duration; loading toasts stay until closed', () => {
    configureToasts();
    expect(closeDelayOf(() => Toast.show({ content: '恭喜中奖！', duration: 3000 }))).toBe(3000);
    expect(closeDelayOf(() => Toast.show({ icon: 'loading', content: '上传中…', duration: 0 }))).toBe(
      undefined,
    );
  });
});
