import { useSearchParams } from 'react-router';
import { goAfterLogin } from '../../features/auth/after-login';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSystemConfig } from '../../features/system/api/get-system-config';
import { navigateTo, REGISTER_ROUTE, redirectTo } from '../../lib/navigation';

export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const config = useSystemConfig();
  const toRegister = () =>
    redirectTo(redirect ? `${REGISTER_ROUTE}?redirect=${encodeURIComponent(redirect)}` : REGISTER_ROUTE);

  return (
    <AuthLayout
      title="登录"
      subtitle="欢迎回来，请登录您的账号"
      footer={
        <>
          <div className="cl-auth__links">
            {config.registration_enabled ? (
              <a onClick={toRegister} data-testid="to-register">
                还没有账号？立即注册
              </a>
            ) : (
              <span>暂停开放注册</span>
            )}
            <a onClick={() => navigateTo('/pages/legal/legal')}>用户协议</a>
          </div>
          <p className="cl-muted">登录即表示您已年满18周岁，并同意《用户协议》与《隐私政策》</p>
        </>
      }
    >
      <LoginForm onSuccess={() => goAfterLogin(redirect)} />
    </AuthLayout>
  );
}
