import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session';
import { answer, renderPage } from '../test/render';
import { PlayersPage } from './players-page';

const player = {
  id: 12,
  username: 'lucky12',
  nickname: '幸运星',
  phone: null,
  status: 'active',
  statusName: '正常',
  vipLevel: 2,
  createdAt: '2026-11-25T01:00:00.000Z',
};
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
      permissions: ['players.read', 'players.manage'],
    },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('PlayersPage', () => {
  it('freezes a player only with a reason', async () => {
    const fetch = answer(
      page([player]),
      {
        body: {
          success: true,
          message: '已冻结',
          data: { ...player, status: 'disabled', statusName: '已冻结' },
        },
      },
      page([{ ...player, status: 'disabled', statusName: '已冻结' }]),
    );
    renderPage(<PlayersPage />);
    const row = (await screen.findByText('lucky12')).closest('tr') as HTMLElement;
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /冻\s*结/ }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '确认冻结' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '疑似盗号' } });
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    await user.click(confirm);
    await screen.findByText('已冻结', { selector: '.ant-tag' });
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/players/12/freeze');
    expect(JSON.parse(String(init.body))).toEqual({ reason: '疑似盗号' });
  });
});
