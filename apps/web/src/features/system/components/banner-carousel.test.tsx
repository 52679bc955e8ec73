import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel';

afterEach(() => vi.useRealTimers());

const activeDot = () => {
  const dots = [...document.querySelectorAll('.adm-page-indicator-dot')];
  return dots.findIndex((d) => d.classList.contains('adm-page-indicator-dot-active'));
};

describe('home banners (SPEC.md §9)', () => {
  it('turns to the next banner every 4000 ms', async () => {
    vi.useFakeTimers();
    render(
      <BannerCarousel
        banners={[
          { id: 1, title: '新手礼包', image: '/uploads/b1.png', link: '#' },
          { id: 2, title: '首充加赠', image: '/uploads/b2.png', link: '#' },
        ]}
      />,
    );
    expect(activeDot()).toBe(0);
    await act(async () => vi.advanceTimersByTimeAsync(3999));
    expect(activeDot()).toBe(0);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(activeDot()).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(4000));
    expect(activeDot()).toBe(0);
  });
});
