import { NoticeBar } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { goAfterLogin } from '../../features/auth/after-login';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useSystemConfig } from '../../features/system/api/get-system-config';
import { LOGIN_ROUTE, navigateTo, redirectTo } from '../../lib/navigation';

export function RegisterPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const inviteCode = params.get('inviteCode') ?? params.get('code') ?? undefined;
  const config = useSystemConfig();
  const closed = !config.registration_enabled;
  const toLogin = () =>
    redirectTo(redirect ? `${LOGIN_ROUTE}?redirect=${encodeURIComponent(redirect)}` : LOGIN_ROUTE);

  return (
    <AuthLayout
      title="注册"
      subtitle="注册彩聊账号，畅玩彩票与聊天"
      footer={
        <>
          <div className="cl-auth__links">
            <a onClick={toLogin} data-testid="to-login">
              已有账号？去登录
            </a>
            <a onClick={() => navigateTo('/pages/legal/legal')}>用户协议</a>
          </div>
          <p className="cl-muted">
            注册即表示您已年满18周岁，并同意《用户协议》《隐私政策》与《理性购彩声明》
          </p>
        </>
      }
    >
      {closed ? (
        <NoticeBar className="cl-auth__notice" color="alert" content="平台暂停开放注册，请稍后再试" />
      ) : null}
      <RegisterForm inviteCode={inviteCode} disabled={closed} onSuccess={() => goAfterLogin(redirect)} />
    </AuthLayout>
  );
}
