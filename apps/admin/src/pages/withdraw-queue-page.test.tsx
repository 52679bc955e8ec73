import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session';
import { answer, renderPage } from '../test/render';
import { WithdrawQueuePage } from './withdraw-queue-page';

const order = (id: number, over: Record<string, unknown>) => ({
  id,
  orderNo: `W${id}`,
  accountId: 1,
  accountType: 'bank',
  accountName: '张三',
  accountNo: '6222021234567890123',
  bankName: '中国工商银行',
  amount: 6000,
  fee: 50,
  totalAmount: 6050,
  status: 'pending',
  statusName: '待审核',
  requestId: null,
  reason: null,
  createdAt: '2026-11-25T01:00:00.000Z',
  updatedAt: '2026-11-25T01:00:00.000Z',
  completedAt: null,
  userId: 40 + id,
  username: `player${id}`,
  bankBranch: null,
  reviewedBy: null,
  firstApprovedBy: null,
  needsSecondApproval: true,
  ...over,
});

beforeEach(() =>
  session.set({
    token: 't',
    operator: { id: 7, username: 'ops', role: 'finance', roleName: '财务', permissions: ['withdraw.review'] },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('WithdrawQueuePage (maker-checker)', () => {
  it('asks for a first approval, a second by someone else, and never lets the maker check', async () => {
    const list = [
      order(1, {}),
      order(2, { firstApprovedBy: 9 }),
      order(3, { firstApprovedBy: 7 }),
      order(4, { amount: 100, needsSecondApproval: false }),
    ];
    const fetch = answer(
      {
        body: { success: true, data: { list, pagination: { page: 1, limit: 20, total: 4, totalPages: 1 } } },
      },
      { body: { success: true, message: '已初审通过，等待另一位运营人员复核', data: list[0] } },
      {
        body: { success: true, data: { list, pagination: { page: 1, limit: 20, total: 4, totalPages: 1 } } },
      },
    );
    renderPage(<WithdrawQueuePage />);
    const row = async (name: string) =>
      (await screen.findByText(new RegExp(name))).closest('tr') as HTMLElement;

    expect(within(await row('player1')).getByText('需双人审核')).toBeTruthy();
    expect(within(await row('player2')).getByRole('button', { name: '复核出款' })).toBeTruthy();
    expect(within(await row('player3')).getByRole('button', { name: '待他人复核' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(await row('player4')).getByRole('button', { name: '确认出款' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(await row('player1')).getByRole('button', { name: '初审通过' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/还需另一位运营人员复核/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '已核对' } });
    await user.click(within(dialog).getByRole('button', { name: '确认通过' }));
    await screen.findByText('已初审通过，等待另一位运营人员复核');
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/withdraw/orders/1/approve');
    expect(JSON.parse(String(init.body))).toEqual({ reason: '已核对' });
  });
});
