import { Button, Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useAuthStore } from '../store/auth-store';

/** Asks first (Dialog.confirm, 确定/取消), then logs out; the session ends even if the call fails. */
export function LogoutButton({ onLoggedOut }: { onLoggedOut?: () => void }) {
  const logout = useAuthStore((s) => s.logout);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const ok = await Dialog.confirm({
      title: '退出登录',
      content: '确定要退出当前账号吗？',
      confirmText: '确定',
      cancelText: '取消',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await logout();
      Toast.show({ content: '已退出登录' });
      onLoggedOut?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      block
      shape="rounded"
      size="large"
      loading={busy}
      onClick={confirm}
      className="cl-logout"
      data-testid="logout-button"
    >
      退出登录
    </Button>
  );
}
