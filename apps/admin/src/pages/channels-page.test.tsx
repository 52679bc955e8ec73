import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session';
import { answer, renderPage } from '../test/render';
import { ChannelsPage } from './channels-page';

const channel = {
  id: 1,
  code: 'bank_icbc',
  type: 'bank',
  name: '工商银行转账',
  minAmount: 100,
  maxAmount: 50000,
  feeRate: 0,
  feeFixed: 0,
  instructions: '转账后上传凭证',
  accountName: '彩聊科技',
  accountNo: '6222000011112222',
  bankName: '中国工商银行',
  qrCodeUrl: null,
  presets: [100, 500],
  instant: false,
  enabled: true,
  sort: 1,
};
const ok = (data: unknown, message = '') => ({ body: { success: true, message, data } });

const signIn = (permissions: string[]) =>
  session.set({
    token: 't',
    operator: { id: 7, username: 'cw', role: 'finance', roleName: '财务', permissions },
  });
beforeEach(() => signIn(['recharge.read', 'finance.config']));
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('ChannelsPage', () => {
  it('lists every channel and disables one only after confirming', async () => {
    const fetch = answer(ok([channel]), ok([{ ...channel, enabled: false }], '已保存'));
    renderPage(<ChannelsPage />);
    const row = (await screen.findByText('工商银行转账')).closest('tr') as HTMLElement;
    expect(within(row).getByText('启用')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /停\s*用/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('停用通道「工商银行转账」？').length).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认停用' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/recharge/channels');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({
      code: 'bank_icbc',
      enabled: false,
      minAmount: 100,
      presets: [100, 500],
    });
    await screen.findByText('停用', { selector: '.ant-tag' });
  });

  it('edits limits through the form and a confirmation', async () => {
    const fetch = answer(ok([channel]), ok([{ ...channel, maxAmount: 20000 }], '已保存'));
    renderPage(<ChannelsPage />);
    const row = (await screen.findByText('工商银行转账')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const max = await screen.findByLabelText('单笔最高（元）');
    fireEvent.change(max, { target: { value: '20000' } });
    // InputNumber commits its value on blur.
    fireEvent.blur(max);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    fireEvent.click(await screen.findByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const init = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toMatchObject({ code: 'bank_icbc', maxAmount: 20000 });
  });

  it('shows the empty state and no edit buttons to a reader', async () => {
    signIn(['recharge.read']);
    answer(ok([]));
    renderPage(<ChannelsPage />);
    await screen.findByText('暂无充值通道');
    expect(screen.queryByRole('button', { name: '新增通道' })).toBeNull();
  });
});
