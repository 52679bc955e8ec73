import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_PAGES } from '../console-pages';
import { session } from '../session';
import { answer, renderPage } from '../test/render';
import { FeedbackPage } from './feedback-page';

const feedback = {
  id: 31,
  userId: 12,
  username: 'lucky12',
  type: 'bug',
  content: '充值后余额没有变化',
  contact: 'QQ 12345',
  createdAt: '2026-11-25T01:00:00.000Z',
  status: 'open',
  handledAt: null,
  handledBy: null,
  reply: null,
};
const handled = {
  ...feedback,
  status: 'handled',
  handledAt: '2026-11-25T02:00:00.000Z',
  handledBy: 7,
  reply: '已核实并补发',
};
/** The URL of the `n`th request. */
const urlOf = (fetch: ReturnType<typeof answer>, n: number) =>
  String((fetch.mock.calls[n] as unknown as [string] | undefined)?.[0]);
const page = (list: unknown[]) => ({
  body: {
    success: true,
    data: { list, pagination: { page: 1, limit: 20, total: list.length, totalPages: 1 } },
  },
});

beforeEach(() =>
  session.set({
    token: 't',
    operator: {
      id: 7,
      username: 'kefu',
      role: 'support',
      roleName: '客服',
      permissions: ['feedback.handle'],
    },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('FeedbackPage', () => {
  it('is listed under 玩家与聊天 for the feedback permission', () => {
    expect(CONSOLE_PAGES.find((p) => p.path === '/feedback')).toMatchObject({
      label: '用户反馈',
      section: '玩家与聊天',
      permission: 'feedback.handle',
    });
  });

  it('shows open feedback first and handles one with a reply to the player', async () => {
    const fetch = answer(
      page([feedback]),
      { body: { success: true, message: '已处理', data: handled } },
      page([]),
    );
    renderPage(<FeedbackPage />);
    const row = (await screen.findByText('充值后余额没有变化')).closest('tr') as HTMLElement;
    expect(within(row).getByText('lucky12')).toBeTruthy();
    expect(within(row).getByText('问题反馈')).toBeTruthy();
    expect(within(row).getByText('待处理')).toBeTruthy();
    expect(urlOf(fetch, 0)).toContain('status=open');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /处\s*理/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('回复'), { target: { value: ' 已核实并补发 ' } });
    await user.click(within(dialog).getByRole('button', { name: '标记为已处理' }));
    await screen.findByText('没有待处理的反馈');
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/feedback/31/handle');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ reply: '已核实并补发' });
  });

  it('switches to handled feedback, showing the reply and no handle button', async () => {
    const fetch = answer(page([feedback]), page([handled]));
    renderPage(<FeedbackPage />);
    await screen.findByText('充值后余额没有变化');
    fireEvent.click(screen.getByText('已处理'));
    await screen.findByText(/已核实并补发/);
    await waitFor(() => expect(urlOf(fetch, 1)).toContain('status=handled'));
    const row = screen.getByText('充值后余额没有变化').closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /处\s*理/ })).toBeNull();
  });
});
