import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { yesterdayWinnersKey } from '../../features/game/api/get-yesterday-winners';
import { WinnersTicker } from '../../features/game/components/winners-ticker';
import { AnnouncementBar } from '../../features/system/components/announcement-bar';
import { mockApi } from '../../test/render-app';

/** A 1000 px line of text in a 300 px bar: it has to scroll (jsdom lays nothing out). */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('adm-notice-bar-content-inner')) return 1000;
    if (this.classList.contains('adm-notice-bar-content')) return 300;
    return 0;
  });
}

const innerOf = (testId: string) =>
  screen.getByTestId(testId).querySelector<HTMLElement>('.adm-notice-bar-content-inner')!;

beforeEach(layOut);
afterEach(() => vi.useRealTimers());

describe('notice bars (SPEC.md §9)', () => {
  it('starts scrolling the announcements 1000 ms after they show', async () => {
    vi.useFakeTimers();
    render(<AnnouncementBar announcements={[{ id: 1, title: '系统升级公告', content: '今晚升级' }]} />);
    const inner = innerOf('home-announcements');
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(inner.style.transform).toBe('');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(inner.style.transform).toBe('translateX(-1000px)');
  });

  it("scrolls yesterday's winners at speed 50: 1000 px of names take 20 s", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(yesterdayWinnersKey, {
      date: '2026-05-31',
      list: [
        { rank: 1, nickname: '张**', avatar: null, profit: 12345.5 },
        { rank: 2, nickname: '李**', avatar: null, profit: 800 },
      ],
    });
    vi.useFakeTimers();
    render(
      <Providers queryClient={queryClient}>
        <WinnersTicker />
      </Providers>,
    );
    expect(screen.getByTestId('home-winners').textContent).toContain('恭喜 张** 昨日盈利 12345.50 元');
    const inner = innerOf('home-winners');
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(inner.style.transform).toBe('');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(inner.style.transitionDuration).toBe('20s');
    expect(inner.style.transform).toBe('translateX(-1000px)');
  });

  it('says so in the winners bar when nobody won yesterday', async () => {
    const { calls } = mockApi({
      'GET /api/reports/profit-ranking/yesterday': () => ({ date: '2026-05-31', list: [] }),
    });
    render(
      <Providers queryClient={createQueryClient()}>
        <WinnersTicker />
      </Providers>,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect((await screen.findByTestId('home-winners')).textContent).toContain('昨日暂无盈利榜单');
  });
});
