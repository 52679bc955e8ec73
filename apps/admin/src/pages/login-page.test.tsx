import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session';
import { answer, renderPage } from '../test/render';
import { LoginPage } from './login-page';

afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

const operator = {
  id: 3,
  username: 'ops',
  role: 'finance',
  roleName: '财务',
  permissions: ['withdraw.review'],
};

describe('LoginPage', () => {
  it('shows the QR code to bind an authenticator, then signs in with the first code', async () => {
    const fetch = answer(
      {
        body: {
          success: true,
          message: '请用身份验证器扫码绑定',
          data: {
            status: 'enrol',
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/x',
            qrDataUrl: 'data:image/png;base64,AAAA',
          },
        },
      },
      {
        body: {
          success: true,
          message: '绑定成功',
          data: { status: 'ok', token: 't1', operator, idleMinutes: 30 },
        },
      },
    );
    renderPage(<LoginPage />);
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'ops' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'pass-word-1' } });
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByAltText('身份验证器绑定二维码')).toHaveProperty(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '123456' } });
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));

    await screen.findByText('首页');
    expect(session.get()).toEqual({ token: 't1', operator });
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/session/enrol');
    expect(JSON.parse(String(init.body))).toEqual({
      username: 'ops',
      password: 'pass-word-1',
      code: '123456',
    });
  });

  it('says why a sign-in without the second factor is refused', async () => {
    answer({
      status: 401,
      body: { success: false, code: 'TOTP_REQUIRED', message: '请输入身份验证器中的动态验证码' },
    });
    renderPage(<LoginPage />);
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'ops' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'pass-word-1' } });
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByText('请输入身份验证器中的动态验证码');
    await waitFor(() => expect(session.get()).toBeNull());
  });
});
