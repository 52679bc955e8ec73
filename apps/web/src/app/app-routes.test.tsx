import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../features/auth/store/auth-store';
import { useChatStore } from '../features/chat/store/chat-store';
import { ROUTE_PATHS, ROUTE_TITLES, TAB_ROUTES } from '../lib/navigation';
import { mockApi, renderApp } from '../test/render-app';

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  useChatStore.getState().reset();
});

describe('routes', () => {
  it.each(ROUTE_PATHS)('renders %s with its title, never a blank page', async (path) => {
    mockApi({});
    const { container } = renderApp(path);
    await waitFor(() => expect(container.querySelector('.cl-page')).not.toBeNull());
    expect(screen.getAllByText(ROUTE_TITLES[path]).length).toBeGreaterThan(0);
    expect(container.textContent?.trim().length).toBeGreaterThan(4);
  });

  it('answers an unknown route with the Chinese not-found page and a way home', async () => {
    mockApi({});
    renderApp('/pages/nope/nope');
    expect(await screen.findAllByText('页面不存在')).not.toHaveLength(0);
    await userEvent.click(screen.getByTestId('not-found-home'));
    expect(await screen.findByTestId('home-banner')).toBeTruthy();
  });

  it('opens a real page with a back bar on a route off the tab bar (no placeholder is left)', async () => {
    mockApi({});
    renderApp('/pages/chat/group-create');
    expect((await screen.findAllByText('创建群聊')).length).toBeGreaterThan(0);
    expect(screen.queryByText('功能即将上线，敬请期待')).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });
});

describe('tab bar', () => {
  it.each(TAB_ROUTES)('is shown on the tab page %s', async (path) => {
    mockApi({});
    renderApp(path);
    expect(await screen.findByRole('navigation', { name: '主导航' })).toBeTruthy();
  });

  it('is hidden on other pages', async () => {
    mockApi({});
    renderApp('/pages/settings/settings');
    await screen.findAllByText('设置');
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it('switches tabs', async () => {
    mockApi({});
    renderApp('/');
    await screen.findByTestId('home-banner');
    const tabs = within(screen.getByRole('navigation', { name: '主导航' }));
    expect(tabs.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(tabs.getByRole('link', { name: '我的' }));
    expect(await screen.findByText('您还未登录')).toBeTruthy();
    expect(tabs.getByRole('link', { name: '我的' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });

  it('caps the chat badge at 99+', async () => {
    mockApi({});
    renderApp('/pages/game/game');
    await screen.findByRole('navigation', { name: '主导航' });
    act(() => useChatStore.getState().setUnreadTotal(5));
    expect(screen.getByTestId('tab-2').textContent).toContain('5');
    act(() => useChatStore.getState().setUnreadTotal(150));
    await waitFor(() => expect(screen.getByTestId('tab-2').textContent).toContain('99+'));
    expect(screen.getByRole('link', { name: /^在线聊天\s*，99\+条未读$/ })).toBeTruthy();
  });

  it('counts friend requests waiting for an answer on the chat tab', async () => {
    mockApi({});
    renderApp('/pages/game/game');
    await screen.findByRole('navigation', { name: '主导航' });
    act(() => {
      useChatStore.getState().setUnreadTotal(0);
      useChatStore.getState().setPendingRequests(2);
    });
    await waitFor(() => expect(screen.getByTestId('tab-2').textContent).toContain('2'));
    act(() => useChatStore.getState().setPendingRequests(0));
  });
});
