import { APP_VERSION } from '@cailiao/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, List, Toast } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { HealthPanel } from '../../features/protection/components/health-panel';
import { AppSettingsSection } from '../../features/settings/components/app-settings-section';
import { QuickAmountsSection } from '../../features/settings/components/quick-amounts-section';
import { ProfileSection } from '../../features/user/components/profile-section';
import { RequireLogin } from '../../features/wallet/components/require-login';
import { WithdrawPasswordSection } from '../../features/wallet/components/withdraw-password-section';
import { navigateTo } from '../../lib/navigation';
import { clearCache, clearRecentPages } from '../../lib/storage';

/** 设置 → 健康游戏 (`?panel=health`): the player's own protection settings. */
function HealthPage() {
  return (
    <Page title="健康游戏">
      <RequireLogin>
        <HealthPanel />
      </RequireLogin>
    </Page>
  );
}

export function SettingsPage() {
  const [params] = useSearchParams();
  if (params.get('panel') === 'health') return <HealthPage />;
  return <Settings />;
}

function Settings() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const queryClient = useQueryClient();

  const clear = async () => {
    const ok = await Dialog.confirm({
      title: '清除缓存',
      content: '将清除本地缓存的配置与数据（不会退出登录，也不会清除您的设置）',
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!ok) return;
    const count = clearCache();
    clearRecentPages();
    await queryClient.invalidateQueries();
    Toast.show({ icon: 'success', content: count > 0 ? `已清除${count}项缓存` : '缓存已清除' });
  };

  return (
    <Page title="设置">
      {loggedIn ? <ProfileSection /> : null}
      {loggedIn ? <WithdrawPasswordSection /> : null}
      {loggedIn ? (
        <List header="健康游戏" mode="card">
          <List.Item
            onClick={() => navigateTo('/pages/settings/settings?panel=health')}
            description="限额、冷静期、自我排除、近30天记录"
            data-testid="settings-health"
          >
            健康游戏
          </List.Item>
        </List>
      ) : null}
      <AppSettingsSection />
      <QuickAmountsSection />
      <List header="其他" mode="card">
        <List.Item onClick={clear} data-testid="clear-cache">
          清除缓存
        </List.Item>
        <List.Item onClick={() => navigateTo('/pages/about/about')}>关于我们</List.Item>
        <List.Item onClick={() => navigateTo('/pages/legal/legal')}>用户协议与隐私政策</List.Item>
        <List.Item extra={`v${APP_VERSION}`}>当前版本</List.Item>
      </List>
      <p className="cl-footer-note">理性购彩 · 量力而行</p>
    </Page>
  );
}
