import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { account, clickDialogButton, signIn } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

// The page is a lazy chunk: transform it before the first test's find timers start.
beforeAll(() => import('./withdraw-account-page'), 60_000);

const ROUTE = '/pages/withdraw-account/withdraw-account';

beforeEach(() => signIn());

function api() {
  let accounts = [
    account(),
    account({
      id: 5,
      type: 'alipay',
      typeName: '支付宝',
      bankName: null,
      accountNo: '138****8000',
      isDefault: false,
    }),
  ];
  return mockApi({
    'GET /api/withdraw/accounts': () => accounts,
    'GET /api/withdraw/accounts/3': (_b, url) =>
      url.searchParams.get('edit') === '1' ? account({ accountNo: '6222021234567890' }) : account(),
    'POST /api/withdraw/accounts': (body) => {
      const created = account({ id: 9, isDefault: false, ...(body as object), accountNo: '6217****0001' });
      accounts = [...accounts, created];
      return created;
    },
    'PUT /api/withdraw/accounts/3': (body) => account(body as object),
    'DELETE /api/withdraw/accounts/5': () => {
      accounts = accounts.filter((a) => a.id !== 5);
      return null;
    },
    'POST /api/withdraw/accounts/5/set-default': () => {
      accounts = accounts.map((a) => ({ ...a, isDefault: a.id === 5 }));
      return accounts[1];
    },
    'POST /api/withdraw/upload/qrcode': () => ({
      url: '/uploads/qrcodes/abc.webp',
      size: 10,
      mime: 'image/webp',
      accountType: 'alipay',
    }),
  });
}

describe('提现账户 page', () => {
  it('lists accounts with masked numbers and the default mark', async () => {
    api();
    renderApp(ROUTE);
    expect((await screen.findByTestId('account-no-3')).textContent).toBe('6222****7890');
    expect(screen.getByTestId('account-default-tag-3')).toBeTruthy();
    expect(screen.queryByTestId('account-default-3')).toBeNull();
    expect(screen.getByTestId('account-default-5')).toBeTruthy();
  });

  it('checks a bank card per the contract before adding it', async () => {
    const { calls } = api();
    renderApp(ROUTE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByTestId('account-add'));
    await user.click(await screen.findByTestId('account-save'));
    expect(await screen.findByText('请输入户名')).toBeTruthy();

    await user.type(screen.getByTestId('account-name'), '李四');
    await user.type(screen.getByTestId('account-no'), '1234');
    await user.type(screen.getByTestId('account-bank'), '招商银行');
    await user.click(screen.getByTestId('account-save'));
    expect(await screen.findByText('银行卡号为12-19位数字')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByTestId('account-no'));
    await user.type(screen.getByTestId('account-no'), '6217 0000 0000 0001');
    await user.click(screen.getByTestId('account-save'));
    expect(await screen.findByTestId('account-9')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/withdraw/accounts');
    expect(post?.body).toMatchObject({
      type: 'bank',
      accountName: '李四',
      accountNo: '6217000000000001',
      bankName: '招商银行',
    });
  });

  it('adds an alipay account with an uploaded QR code', async () => {
    const { calls, fetchMock } = api();
    renderApp(ROUTE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByTestId('account-add'));
    await user.click(await screen.findByTestId('account-type-alipay'));
    await user.type(screen.getByTestId('account-name'), '王五');
    await user.type(screen.getByTestId('account-no'), '13800138000');
    expect(screen.queryByTestId('account-bank')).toBeNull();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'qr.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('account-qr-file'), file);
    expect(await screen.findByTestId('account-qr-preview')).toBeTruthy();
    const upload = fetchMock.mock.calls.find(([url]) => String(url).includes('/upload/qrcode'));
    const form = upload?.[1]?.body as FormData;
    expect(form.get('accountType')).toBe('alipay');
    expect(form.get('file')).toBeInstanceOf(File);

    await user.click(screen.getByTestId('account-save'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/withdraw/accounts')).toBe(true),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/withdraw/accounts');
    expect(post?.body).toMatchObject({ type: 'alipay', qrCodeUrl: '/uploads/qrcodes/abc.webp' });
    expect((post?.body ?? {}) as Record<string, unknown>).not.toHaveProperty('bankName');
  });

  it('edits with the full number from ?edit=1', async () => {
    const { calls } = api();
    renderApp(ROUTE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByTestId('account-edit-3'));
    await waitFor(() =>
      expect((screen.getByTestId('account-no') as HTMLInputElement).value).toBe('6222021234567890'),
    );
    await user.clear(screen.getByTestId('account-name'));
    await user.type(screen.getByTestId('account-name'), '张三丰');
    await user.click(screen.getByTestId('account-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      accountName: '张三丰',
      accountNo: '6222021234567890',
    });
  });

  it('sets the default and deletes after a confirmation', async () => {
    const { calls } = api();
    renderApp(ROUTE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByTestId('account-default-5'));
    expect(await screen.findByTestId('account-default-tag-5')).toBeTruthy();

    await user.click(screen.getByTestId('account-delete-5'));
    await clickDialogButton('删除');
    await waitFor(() => expect(screen.queryByTestId('account-5')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
