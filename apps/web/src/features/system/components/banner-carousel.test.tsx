import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel, bannerTarget } from './banner-carousel';

afterEach(() => vi.useRealTimers());

const activeDot = () =>
  screen
    .getAllByRole('button', { name: /^第\d张/ })
    .findIndex((d) => d.getAttribute('aria-current') === 'true');

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

  it('makes each banner a link to what it names', () => {
    render(
      <BannerCarousel
        banners={[
          { id: 1, title: '新人注册', image: '/banners/welcome.svg', link: '#/pages/register/register' },
          {
            id: 2,
            title: '每日签到',
            image: '/banners/checkin.svg',
            link: '/pages/checkin-detail/checkin-detail',
          },
          { id: 3, title: '官网', image: '/banners/site.svg', link: 'https://example.com/' },
          { id: 4, title: '无链接', image: '/banners/plain.svg', link: '#' },
        ]}
      />,
    );
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('新人注册').getAttribute('href')).toBe('#/pages/register/register');
    expect(link('每日签到').getAttribute('href')).toBe('#/pages/checkin-detail/checkin-detail');
    expect(link('官网').getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: '无链接' })).toBeNull();
  });

  it('loads the first banner at once with high priority and the others lazily', () => {
    render(
      <BannerCarousel
        banners={[
          { id: 1, title: '新人注册', image: '/banners/welcome.svg', link: '#' },
          { id: 2, title: '公平公正', image: '/banners/fair.svg', link: '#' },
        ]}
      />,
    );
    const first = screen.getByAltText('新人注册');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    const second = screen.getByAltText('公平公正');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('fetchpriority')).not.toBe('high');
  });

  it('knows in-app routes, web addresses and links that lead nowhere', () => {
    expect(bannerTarget('#/pages/legal/legal')).toEqual({ kind: 'page', path: '/pages/legal/legal' });
    expect(bannerTarget('https://a.example/x')).toEqual({ kind: 'web', url: 'https://a.example/x' });
    expect(bannerTarget('#/pages/nowhere/x')).toBeNull();
    expect(bannerTarget('javascript:alert(1)')).toBeNull();
  });
});
