import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session';
import { answer, renderPage } from '../test/render';
import { AdjustmentsPage } from './adjustments-page';

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
const adjustment = {
  id: 3,
  userId: 12,
  username: 'lucky12',
  amount: -50,
  balanceAfter: 150,
  reason: '误加回收',
  operatorId: 7,
  operatorName: 'cw',
  requestId: 'r-1',
  createdAt: '2026-11-25T02:00:00.000Z',
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
      username: 'cw',
      role: 'finance',
      roleName: '财务',
      permissions: ['balance.adjust', 'players.read'],
    },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('AdjustmentsPage', () => {
  it('finds the player, asks for a reason, confirms naming player and amount, then debits', async () => {
    const fetch = answer(
      page([]),
      page([player]),
      { body: { success: true, message: '已调整余额', data: adjustment } },
      page([adjustment]),
    );
    renderPage(<AdjustmentsPage />);
    await screen.findByText('暂无调整记录');
    fireEvent.change(screen.getByRole('combobox', { name: '玩家' }), { target: { value: 'lucky' } });
    fireEvent.click(await screen.findByText('lucky12（ID 12，幸运星）'));
    fireEvent.click(screen.getByText('扣款'));
    fireEvent.change(screen.getByRole('spinbutton', { name: '金额' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: '提交调整' }));
    expect(await screen.findByText('请填写调整原因')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '误加回收' } });
    fireEvent.click(screen.getByRole('button', { name: '提交调整' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getAllByText('确认给玩家 lucky12（ID 12，幸运星） 扣款 ¥50.00？').length,
    ).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认扣款' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    const [url, init] = fetch.mock.calls[2] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/adjustments');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ userId: 12, amount: -50, reason: '误加回收' });
    expect(body.requestId).toMatch(/\S{8,}/);
    const row = (await screen.findByText('误加回收')).closest('tr') as HTMLElement;
    expect(within(row).getByText('−¥50.00')).toBeTruthy();
    expect(within(row).getByText('cw')).toBeTruthy();
  });

  it('shows the server refusal (balance below zero) and keeps the form', async () => {
    answer(page([]), page([player]), {
      status: 422,
      body: {
        success: false,
        code: 'BALANCE_WOULD_GO_NEGATIVE',
        message: '扣减后余额将小于0：玩家可用余额¥10.00，本次扣减¥50.00',
      },
    });
    renderPage(<AdjustmentsPage />);
    await screen.findByText('暂无调整记录');
    fireEvent.change(screen.getByRole('combobox', { name: '玩家' }), { target: { value: '12' } });
    fireEvent.click(await screen.findByText('lucky12（ID 12，幸运星）'));
    fireEvent.click(screen.getByText('扣款'));
    fireEvent.change(screen.getByRole('spinbutton', { name: '金额' }), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '测试' } });
    fireEvent.click(screen.getByRole('button', { name: '提交调整' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认扣款' }));
    expect(await screen.findByText('扣减后余额将小于0：玩家可用余额¥10.00，本次扣减¥50.00')).toBeTruthy();
    expect((screen.getByLabelText('原因') as HTMLInputElement).value).toBe('测试');
  });

  it('shows an error with a retry when the list fails', async () => {
    answer({ status: 503, body: { success: false, message: '服务暂时不可用' } });
    renderPage(<AdjustmentsPage />);
    expect(await screen.findByText('服务暂时不可用')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
