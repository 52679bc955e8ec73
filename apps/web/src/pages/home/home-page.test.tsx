import { DEFAULT_SYSTEM_CONFIG } from '@cailiao/contracts';
import { EMBEDDED_CONFIG_ID } from '@cailiao/contracts/plain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../test/render-app';

const config = {
  ...DEFAULT_SYSTEM_CONFIG,
  maintenance_mode: true,
  banners: [{ id: 1, title: '新手礼包', image: '/uploads/b1.png', link: '/pages/active/active' }],
  announcements: [{ id: 7, title: '系统升级公告', content: '今晚升级' }],
  customer_service_qq: '10001',
};

describe('home page', () => {
  it("shows yesterday's winners under the announcements", async () => {
    mockApi({
      'GET /api/system/config': () => config,
      'GET /api/reports/profit-ranking/yesterday': () => ({
        date: '2026-05-31',
        list: [{ rank: 1, nickname: '王**', avatar: null, profit: 5200 }],
      }),
    });
    renderApp('/');
    expect((await screen.findByTestId('home-winners')).textContent).toContain(
      '恭喜 王** 昨日盈利 5200.00 元',
    );
  });

  it('shows banners, announcements and the maintenance banner from the system config', async () => {
    mockApi({ 'GET /api/system/config': () => config });
    renderApp('/');
    expect(await screen.findByTestId('maintenance-banner')).toBeTruthy();
    expect(screen.getByAltText('新手礼包')).toBeTruthy();
    expect(screen.getByTestId('home-announcements').textContent).toContain('系统升级公告');
  });

  it('renders the config the server put into index.html, without asking the server for it again', async () => {
    const { calls } = mockApi({ 'GET /api/system/config': () => ({ status: 500, body: {} }) });
    const embedded = document.createElement('script');
    embedded.type = 'application/json';
    embedded.id = EMBEDDED_CONFIG_ID;
    embedded.textContent = JSON.stringify({ ...config, maintenance_mode: false });
    document.head.append(embedded);
    renderApp('/');
    const banner = await screen.findByAltText('新手礼包');
    // The home page's largest paint: fetched at once and first.
    expect(banner.getAttribute('loading')).toBe('eager');
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByTestId('home-announcements').textContent).toContain('系统升级公告');
    expect(calls.filter((c) => c.path === '/api/system/config')).toEqual([]);
    // Taken once: a later launch in this page reads the cache and then the server, as before.
    expect(document.getElementById(EMBEDDED_CONFIG_ID)).toBeNull();
  });

  it('falls back to the built-in config and a brand banner when the config cannot load', async () => {
    mockApi({ 'GET /api/system/config': () => ({ status: 500, body: {} }) });
    renderApp('/');
    expect((await screen.findByTestId('home-banner')).textContent).toContain('彩聊');
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
  });

  it('opens the in-app customer service page: contacts, the 7×24小时 service time and a message form', async () => {
    mockApi({ 'GET /api/system/config': () => ({ ...config, customer_service_url: '#/pages/about/about' }) });
    renderApp('/');
    await userEvent.click(await screen.findByTestId('home-service'));
    expect(await screen.findByRole('heading', { name: '彩聊客服中心' })).toBeTruthy();
    expect(screen.getByText('客服QQ')).toBeTruthy();
    expect(screen.getByText('10001')).toBeTruthy();
    expect(screen.getByText('7×24小时')).toBeTruthy();
    expect(screen.getByText('意见反馈')).toBeTruthy();
    // An in-app route is not a service desk: no About page behind 在线客服.
    expect(screen.queryByRole('button', { name: '进入在线客服' })).toBeNull();
    expect(screen.queryByText('关于我们')).toBeNull();
  });

  it('offers the configured online service desk', async () => {
    mockApi({
      'GET /api/system/config': () => ({ ...config, customer_service_url: 'https://kefu.example.com/' }),
    });
    renderApp('/pages/service/service');
    expect(await screen.findByRole('button', { name: '进入在线客服' })).toBeTruthy();
  });
});
