import type { OperatorLoginResult } from '@cailiao/contracts';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiError, api } from '../api';
import { session, useSession } from '../session';

type Enrolment = Extract<OperatorLoginResult, { status: 'enrol' }>;
interface Credentials {
  username: string;
  password: string;
  code?: string;
}

/**
 * Sign-in: account, password and the authenticator's 6-digit code. The first time (no authenticator
 * bound yet) the server answers with a QR code to scan; the first code from it confirms the binding.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (useSession()) return <Navigate to="/" replace />;

  const finish = (result: OperatorLoginResult) => {
    if (result.status === 'ok') {
      session.set({ token: result.token, operator: result.operator });
      navigate('/', { replace: true });
    } else setEnrolment(result);
  };
  const submit = async (url: string, body: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      finish((await api<OperatorLoginResult>('POST', url, body)).data);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '登录失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card title="彩聊运营后台" style={{ width: 420 }}>
        {error && <Alert type="error" message={error} showIcon style={{ marginBottom: 16 }} />}
        {!enrolment ? (
          <Form
            layout="vertical"
            onFinish={(values: Credentials) => {
              setCredentials(values);
              return submit('/api/admin/session', { ...values, code: values.code || undefined });
            }}
          >
            <Form.Item label="账号" name="username" rules={[{ required: true, message: '请输入账号' }]}>
              <Input autoComplete="username" />
            </Form.Item>
            <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item
              label="动态验证码"
              name="code"
              extra="身份验证器中的6位数字；首次登录尚未绑定时可留空"
              rules={[{ pattern: /^\d{6}$/, message: '请输入6位数字' }]}
            >
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              登录
            </Button>
          </Form>
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph>
              首次登录需绑定身份验证器：用 Google Authenticator、Microsoft Authenticator
              等应用扫描下方二维码， 然后输入应用中显示的6位动态验证码。
            </Typography.Paragraph>
            <div style={{ textAlign: 'center' }}>
              <img src={enrolment.qrDataUrl} alt="身份验证器绑定二维码" width={200} height={200} />
            </div>
            <Typography.Paragraph>
              无法扫码时手动输入密钥：
              <Typography.Text code copyable data-testid="totp-secret">
                {enrolment.secret}
              </Typography.Text>
            </Typography.Paragraph>
            <Form
              layout="vertical"
              onFinish={({ code }: { code: string }) =>
                credentials && submit('/api/admin/session/enrol', { ...credentials, code })
              }
            >
              <Form.Item
                label="动态验证码"
                name="code"
                rules={[{ required: true, pattern: /^\d{6}$/, message: '请输入6位数字' }]}
              >
                <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={busy}>
                绑定并登录
              </Button>
            </Form>
          </Space>
        )}
      </Card>
    </div>
  );
}
