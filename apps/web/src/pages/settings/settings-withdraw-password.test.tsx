import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

beforeAll(() => import('./settings-page'), 60_000);
beforeEach(() => signOut());

const status = (isSet: boolean) => ({ isSet, locked: false, lockedUntil: null, remainingAttempts: 5 });

describe('设置 → 资金安全', () => {
  it('changes the withdraw password: the current one, then the new one twice', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/withdraw/password/status': () => status(true),
      'POST /api/withdraw/password/change': () => null,
    });
    renderApp('/pages/settings/settings');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByText('修改提现密码'));
    await user.type(await screen.findByTestId('withdraw-password-old'), '123456');
    await user.type(screen.getByTestId('withdraw-password-next'), '654321');
    await user.type(screen.getByTestId('withdraw-password-again'), '654321');
    await user.click(screen.getByTestId('withdraw-password-change-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/withdraw/password/change')?.body).toEqual({
        oldPassword: '123456',
        newPassword: '654321',
        confirmPassword: '654321',
      }),
    );
  });

  it('offers to set one when none is set', async () => {
    signIn();
    mockApi({ 'GET /api/withdraw/password/status': () => status(false) });
    renderApp('/pages/settings/settings');
    expect(await screen.findByText('未设置')).toBeTruthy();
    expect(screen.getByText('设置提现密码')).toBeTruthy();
  });
});
