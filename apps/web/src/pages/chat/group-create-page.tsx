import { CreateGroupBody } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, CheckList, List, Selector, Switch, TextArea, Toast } from 'antd-mobile';
import { type ChangeEvent, useRef, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { TestIdInput } from '../../components/testid-input';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { friendKeys, getFriends } from '../../features/chat/api/friends';
import { createGroup, getGroupAvatars, groupKeys } from '../../features/chat/api/groups';
import { uploadChatImage } from '../../features/chat/api/uploads';
import { chatDetailUrl } from '../../features/chat/conversation-id';
import { useGameList } from '../../features/game/api/get-game-list';
import { isApiError } from '../../lib/http';
import { LOGIN_ROUTE, redirectTo } from '../../lib/navigation';
import '../../features/chat/components/groups/groups.css';

/**
 * /pages/chat/group-create: name, avatar (stock or uploaded), description, public or private, the
 * games whose draws the group announces, and friends to invite.
 */
export function GroupCreatePage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const queryClient = useQueryClient();
  const avatars = useQuery({ queryKey: groupKeys.avatars, queryFn: getGroupAvatars, enabled: loggedIn });
  const friends = useQuery({ queryKey: friendKeys.list(''), queryFn: () => getFriends(), enabled: loggedIn });
  const games = useGameList();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [avatar, setAvatar] = useState<string | null>(null);
  const [isPublic, setPublic] = useState(true);
  const [gameIds, setGameIds] = useState<number[]>([]);
  const [invitees, setInvitees] = useState<number[]>([]);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<HTMLInputElement>(null);

  if (!loggedIn) {
    return (
      <Page title="创建群聊">
        <EmptyState title="请先登录" actionText="去登录" onAction={() => redirectTo(LOGIN_ROUTE)} />
      </Page>
    );
  }

  const pickUpload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      setAvatar((await uploadChatImage(file)).url);
    } catch (e) {
      Toast.show({ content: isApiError(e) ? e.message : '上传失败' });
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    const parsed = CreateGroupBody.safeParse({
      name,
      description: description || undefined,
      avatar,
      isPublic,
      lotteryGameIds: gameIds,
      inviteFriends: invitees,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '请检查填写内容');
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const group = await createGroup({ ...parsed.data, avatar: parsed.data.avatar ?? null });
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      Toast.show({ content: invitees.length ? `群聊已创建，已邀请${invitees.length}位好友` : '群聊已创建' });
      redirectTo(
        `${chatDetailUrl({ targetId: group.id, type: 'GROUP' })}&name=${encodeURIComponent(group.name)}`,
      );
    } catch {
      // the http client showed why
    } finally {
      setSaving(false);
    }
  };

  const friendList = friends.data?.list ?? [];
  return (
    <Page title="创建群聊">
      <div className="cl-group-form">
        <List header="基本信息" mode="card">
          <List.Item title="群名称">
            <TestIdInput
              testId="group-name"
              placeholder="2-30个字"
              maxLength={30}
              value={name}
              onChange={setName}
            />
          </List.Item>
          <List.Item title="群头像" description={uploading ? '上传中…' : '选择一个，或上传图片'}>
            <div className="cl-group-avatars">
              {avatar && !avatars.data?.includes(avatar) ? (
                <button type="button" aria-pressed="true" aria-label="已上传的头像">
                  <Avatar alt="" src={avatar} style={{ '--size': '44px' }} />
                </button>
              ) : null}
              {avatars.data?.map((url, i) => (
                <button
                  key={url}
                  type="button"
                  aria-pressed={avatar === url}
                  aria-label={`头像 ${i + 1}`}
                  onClick={() => setAvatar(url)}
                >
                  <Avatar alt="" src={url} style={{ '--size': '44px' }} />
                </button>
              ))}
              <Button size="small" onClick={() => upload.current?.click()} loading={uploading}>
                上传
              </Button>
              <input
                ref={upload}
                type="file"
                accept="image/jpeg,image/png,image/gif,image/webp"
                hidden
                onChange={pickUpload}
                data-testid="group-avatar-upload"
              />
            </div>
          </List.Item>
          <List.Item title="群简介">
            <TextArea
              placeholder="介绍一下这个群（选填）"
              maxLength={200}
              showCount
              rows={2}
              value={description}
              onChange={setDescription}
            />
          </List.Item>
          <List.Item
            extra={<Switch checked={isPublic} onChange={setPublic} data-testid="group-public" />}
            description={isPublic ? '任何人都能搜到并申请加入' : '只能通过邀请或入群码加入'}
          >
            公开群
          </List.Item>
        </List>
        <List header="开奖播报（选填）" mode="card">
          <List.Item description="所选彩种每期开奖后，群里会收到开奖号码">
            {games.isPending ? '加载中…' : null}
            <Selector
              multiple
              columns={3}
              value={gameIds}
              onChange={(v) => setGameIds(v)}
              options={(games.data?.list ?? []).map((g) => ({ label: g.name, value: g.id }))}
            />
          </List.Item>
        </List>
        <List header={`邀请好友（已选${invitees.length}人）`} mode="card">
          {friends.isPending ? <List.Item>加载中…</List.Item> : null}
          {friends.isError ? <List.Item>好友加载失败</List.Item> : null}
          {friends.isSuccess && friendList.length === 0 ? (
            <List.Item>还没有好友，可在创建后分享入群码</List.Item>
          ) : null}
          {friendList.length ? (
            <CheckList multiple value={invitees} onChange={(v) => setInvitees(v as number[])}>
              {friendList.map((f) => (
                <CheckList.Item
                  key={f.friendId}
                  value={f.friendId}
                  prefix={<Avatar alt="" src={f.avatar ?? ''} style={{ '--size': '32px' }} />}
                  data-testid={`invite-${f.friendId}`}
                >
                  {f.remark || f.nickname}
                </CheckList.Item>
              ))}
            </CheckList>
          ) : null}
        </List>
        {error ? (
          <div className="cl-form-error" role="alert">
            {error}
          </div>
        ) : null}
        <div style={{ padding: '8px 16px' }}>
          <Button
            block
            color="primary"
            loading={saving}
            onClick={() => void submit()}
            data-testid="group-create-submit"
          >
            创建群聊
          </Button>
        </div>
      </div>
    </Page>
  );
}
