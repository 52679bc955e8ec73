import { List, Switch, Toast } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { saveChatSettings } from '../../features/chat/api/conversations';
import { useChatStore } from '../../features/chat/store/chat-store';
import type { ChatSettings } from '../../features/chat/types';
import { ProfileSection } from '../../features/user/components/profile-section';
import { LOGIN_ROUTE, navigateTo, redirectTo } from '../../lib/navigation';

const TOGGLES: Array<{ key: keyof ChatSettings; label: string; description: string }> = [
  { key: 'notificationsEnabled', label: '新消息通知', description: '关闭后收到新消息时不再提示' },
  { key: 'soundEnabled', label: '提示音', description: '新消息到达时播放提示音' },
];

/** /pages/chat/profile-edit: nickname and avatar (the user endpoints), and chat settings. */
export function ProfileEditPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const settings = useChatStore((s) => s.settings);
  const [saving, setSaving] = useState<keyof ChatSettings | null>(null);

  if (!loggedIn) {
    return (
      <Page title="编辑资料">
        <EmptyState title="请先登录" actionText="去登录" onAction={() => redirectTo(LOGIN_ROUTE)} />
      </Page>
    );
  }

  const toggle = async (key: keyof ChatSettings, value: boolean) => {
    const before = useChatStore.getState().settings;
    useChatStore.getState().setSettings({ ...before, [key]: value });
    setSaving(key);
    try {
      useChatStore.getState().setSettings(await saveChatSettings({ [key]: value }));
      Toast.show({ content: '设置已保存' });
    } catch {
      useChatStore.getState().setSettings(before);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Page title="编辑资料">
      <ProfileSection />
      <List header="聊天设置" mode="card">
        {TOGGLES.map((t) => (
          <List.Item
            key={t.key}
            description={t.description}
            extra={
              <Switch
                checked={settings[t.key]}
                loading={saving === t.key}
                disabled={t.key === 'soundEnabled' && !settings.notificationsEnabled}
                onChange={(checked) => toggle(t.key, checked)}
                data-testid={`chat-setting-${t.key}`}
              />
            }
          >
            {t.label}
          </List.Item>
        ))}
        <List.Item onClick={() => navigateTo('/pages/friend-list/friend-list')}>好友与黑名单</List.Item>
      </List>
    </Page>
  );
}
