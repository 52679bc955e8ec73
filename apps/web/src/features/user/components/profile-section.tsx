import { Avatar, List, Toast } from 'antd-mobile';
import { type ChangeEvent, useRef, useState } from 'react';
import { useAuthStore } from '../../auth/store/auth-store';
import { useChangeAvatar } from '../api/update-avatar';
import { ChangePasswordPopup } from './change-password-popup';
import { NicknamePopup } from './nickname-popup';

const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** 个人资料 in 设置: avatar upload, nickname, password (the full profile page comes with chat). */
export function ProfileSection() {
  const user = useAuthStore((s) => s.user);
  const fileInput = useRef<HTMLInputElement>(null);
  const changeAvatar = useChangeAvatar();
  const [editing, setEditing] = useState<'nickname' | 'password' | null>(null);

  if (!user) return null;

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      Toast.show({ content: '请选择图片文件' });
      return;
    }
    if (file.size > MAX_AVATAR_BYTES) {
      Toast.show({ content: '图片不能超过5MB' });
      return;
    }
    const loading = Toast.show({ icon: 'loading', content: '上传中…', duration: 0 });
    try {
      await changeAvatar.mutateAsync(file);
      loading.close();
      Toast.show({ icon: 'success', content: '头像已更新' });
    } catch {
      loading.close();
      // the http client already showed why
    }
  };

  return (
    <>
      <List header="个人资料" mode="card">
        <List.Item
          onClick={() => fileInput.current?.click()}
          extra={
            <Avatar alt="" src={user.avatar ?? ''} style={{ '--size': '40px', '--border-radius': '50%' }} />
          }
          data-testid="profile-avatar"
        >
          头像
        </List.Item>
        <List.Item
          onClick={() => setEditing('nickname')}
          extra={user.nickname}
          data-testid="profile-nickname"
        >
          昵称
        </List.Item>
        <List.Item extra={user.username}>用户名</List.Item>
        {user.inviteCode ? <List.Item extra={user.inviteCode}>邀请码</List.Item> : null}
        <List.Item onClick={() => setEditing('password')} data-testid="profile-password">
          修改密码
        </List.Item>
      </List>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        hidden
        onChange={pickFile}
        data-testid="avatar-file"
      />
      <NicknamePopup
        visible={editing === 'nickname'}
        current={user.nickname}
        onClose={() => setEditing(null)}
      />
      <ChangePasswordPopup visible={editing === 'password'} onClose={() => setEditing(null)} />
    </>
  );
}
