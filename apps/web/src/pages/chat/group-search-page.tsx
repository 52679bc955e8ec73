import type { Group } from '@cailiao/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dialog, List, SearchBar, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PullLoadList } from '../../components/pull-load-list';
import { TestIdInput } from '../../components/testid-input';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { applyToGroup, groupKeys, joinGroupByCode, searchGroups } from '../../features/chat/api/groups';
import { chatDetailUrl } from '../../features/chat/conversation-id';
import { isApiError } from '../../lib/http';
import { LOGIN_ROUTE, navigateTo, redirectTo } from '../../lib/navigation';
import { usePagedQuery } from '../../lib/query/paged-query';
import '../../features/chat/components/groups/groups.css';

const openGroup = (g: Pick<Group, 'id' | 'name'>) => {
  navigateTo(`${chatDetailUrl({ targetId: g.id, type: 'GROUP' })}&name=${encodeURIComponent(g.name)}`);
};

/** Asks for the application's message, then applies. */
async function apply(group: Group): Promise<boolean> {
  let message = '';
  const ok = await Dialog.confirm({
    title: `申请加入「${group.name}」`,
    content: (
      <TextArea
        placeholder="介绍一下自己（选填）"
        maxLength={100}
        rows={3}
        onChange={(v) => {
          message = v;
        }}
        data-testid="apply-message"
      />
    ),
    confirmText: '发送申请',
    cancelText: '取消',
  });
  if (!ok) return false;
  try {
    await applyToGroup(group.id, message.trim() || undefined);
    Toast.show({ content: '申请已提交，请等待群主或管理员审核' });
    return true;
  } catch {
    return false; // toasted
  }
}

/** /pages/chat/group-search: public groups by name or id, paged; join by code; apply with a message. */
export function GroupSearchPage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<Set<number>>(() => new Set());
  const [joining, setJoining] = useState(false);
  const list = usePagedQuery(groupKeys.search(keyword), (page) => searchGroups(keyword, page));

  if (!loggedIn) {
    return (
      <Page title="查找群聊">
        <EmptyState title="请先登录" actionText="去登录" onAction={() => redirectTo(LOGIN_ROUTE)} />
      </Page>
    );
  }

  const join = async () => {
    if (!code.trim()) return;
    setJoining(true);
    try {
      const group = await joinGroupByCode(code.trim());
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      Toast.show({ content: `已加入「${group.name}」` });
      openGroup(group);
    } catch (e) {
      if (!isApiError(e)) Toast.show({ content: '加入失败' });
    } finally {
      setJoining(false);
    }
  };

  const { query, items } = list;
  return (
    <Page
      title="查找群聊"
      right={
        <Button
          size="mini"
          fill="none"
          className="cl-nav-text-button"
          onClick={() => void navigateTo('/pages/chat/group-create')}
        >
          创建
        </Button>
      }
    >
      <div className="cl-group-join">
        <TestIdInput
          testId="join-code"
          placeholder="输入入群码"
          maxLength={16}
          value={code}
          onChange={setCode}
        />
        <Button
          size="small"
          color="primary"
          loading={joining}
          onClick={() => void join()}
          data-testid="join-code-submit"
        >
          加入
        </Button>
      </div>
      <SearchBar
        placeholder="搜索公开群（群名或群号）"
        onSearch={(v) => setKeyword(v.trim())}
        onClear={() => setKeyword('')}
        data-testid="group-search"
      />
      <PullLoadList
        loading={query.isPending}
        error={query.isError ? '搜索失败' : null}
        empty={query.isSuccess && items.length === 0}
        emptyText={keyword ? '没有找到相关群聊' : '暂无公开群'}
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage({ throwOnError: true });
        }}
        onRefresh={list.refresh}
        onRetry={() => void query.refetch()}
      >
        <List>
          {items.map((g) => (
            <List.Item
              key={g.id}
              prefix={<Avatar alt="" src={g.avatar ?? ''} style={{ '--size': '44px' }} />}
              description={`${g.memberCount}/${g.maxMembers}人${g.description ? ` · ${g.description}` : ''}`}
              extra={
                g.role ? (
                  <Button size="small" onClick={() => openGroup(g)} data-testid={`group-open-${g.id}`}>
                    进入
                  </Button>
                ) : applied.has(g.id) ? (
                  <span>已申请</span>
                ) : (
                  <Button
                    size="small"
                    color="primary"
                    fill="outline"
                    onClick={async () => {
                      if (await apply(g)) setApplied(new Set(applied).add(g.id));
                    }}
                    data-testid={`group-apply-${g.id}`}
                  >
                    申请加入
                  </Button>
                )
              }
              data-testid={`group-result-${g.id}`}
            >
              {g.name}
            </List.Item>
          ))}
        </List>
      </PullLoadList>
    </Page>
  );
}
