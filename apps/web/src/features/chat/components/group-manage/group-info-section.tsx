import type { Group } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, List, Switch, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { LabelledStepper } from '../../../../components/labelled-stepper';
import { TestIdInput } from '../../../../components/testid-input';
import { getGroupAvatars, groupKeys, updateGroup } from '../../api/groups';
import { useGroupAction } from './use-group-action';

/** Name, avatar, description, public, member invites and size: editable by owner and admins. */
export function GroupInfoSection({ group }: { group: Group }) {
  const manager = group.role === 'owner' || group.role === 'admin';
  const owner = group.role === 'owner';
  const act = useGroupAction(group.id);
  const avatars = useQuery({ queryKey: groupKeys.avatars, queryFn: getGroupAvatars, enabled: manager });
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.description);
  const [avatar, setAvatar] = useState(group.avatar);
  const [isPublic, setPublic] = useState(group.isPublic);
  const [allowInvite, setAllowInvite] = useState(group.allowMemberInvite);
  const [maxMembers, setMaxMembers] = useState(group.maxMembers);

  const save = () => {
    const patch: Parameters<typeof updateGroup>[1] = {};
    if (name.trim() !== group.name) patch.name = name.trim();
    if (description.trim() !== group.description) patch.description = description.trim();
    if (avatar !== group.avatar) patch.avatar = avatar;
    if (isPublic !== group.isPublic) patch.isPublic = isPublic;
    if (allowInvite !== group.allowMemberInvite) patch.allowMemberInvite = allowInvite;
    if (owner && maxMembers !== group.maxMembers) patch.maxMembers = maxMembers;
    if (Object.keys(patch).length === 0) return;
    void act(() => updateGroup(group.id, patch), '群信息已更新');
  };

  return (
    <>
      <List mode="card" header="群资料">
        <List.Item title="群名称">
          {manager ? (
            <TestIdInput testId="manage-name" label="群名称" value={name} maxLength={30} onChange={setName} />
          ) : (
            group.name
          )}
        </List.Item>
        <List.Item title="群头像">
          <div className="cl-group-avatars">
            {manager ? (
              avatars.data?.map((url, i) => (
                <button
                  key={url}
                  type="button"
                  aria-pressed={avatar === url}
                  aria-label={`头像 ${i + 1}`}
                  onClick={() => setAvatar(url)}
                >
                  <Avatar alt="" src={url} style={{ '--size': '40px' }} />
                </button>
              ))
            ) : (
              <Avatar alt="" src={group.avatar ?? ''} style={{ '--size': '40px' }} />
            )}
          </div>
        </List.Item>
        <List.Item title="群简介">
          {manager ? (
            <TextArea
              value={description}
              maxLength={200}
              rows={2}
              onChange={setDescription}
              placeholder="群简介"
            />
          ) : (
            group.description || '暂无简介'
          )}
        </List.Item>
        <List.Item extra={<Switch checked={isPublic} disabled={!manager} onChange={setPublic} />}>
          公开群
        </List.Item>
        <List.Item extra={<Switch checked={allowInvite} disabled={!manager} onChange={setAllowInvite} />}>
          允许成员邀请好友
        </List.Item>
        <List.Item
          extra={
            owner ? (
              <LabelledStepper
                label="人数上限"
                min={Math.max(2, group.memberCount)}
                max={LIMITS.groupMaxMembers}
                value={maxMembers}
                onChange={(v) => setMaxMembers(v ?? maxMembers)}
              />
            ) : (
              `${group.maxMembers}人`
            )
          }
        >
          人数上限
        </List.Item>
        <List.Item extra={group.joinCode ?? '—'}>入群码</List.Item>
        <List.Item extra={group.id}>群号</List.Item>
      </List>
      {manager ? (
        <div className="cl-group-manage__actions">
          <Button block color="primary" onClick={save} data-testid="manage-save">
            保存
          </Button>
        </div>
      ) : null}
    </>
  );
}
