import type { Group, GroupApplication } from '@cailiao/contracts';
import { Avatar, Button, Dialog, List, Selector, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { PullLoadList } from '../../../../components/pull-load-list';
import { usePagedQuery } from '../../../../lib/query/paged-query';
import { approveApplication, getApplications, groupAdminKeys } from '../../api/group-admin';
import { refreshGroupRequests } from '../../realtime/sync';
import { useGroupAction } from './use-group-action';

const STATUS = { pending: '待审核', approved: '已同意', rejected: '已拒绝' } as const;

/** Applications to join: the owner and admins approve, or reject with a reason. */
export function GroupApplicationsSection({ group }: { group: Group }) {
  const [status, setStatus] = useState<'pending' | 'all'>('pending');
  const list = usePagedQuery(groupAdminKeys.applications(group.id, status), (page) =>
    getApplications(group.id, page, status === 'pending' ? 'pending' : undefined),
  );
  const act = useGroupAction(group.id);

  const decide = async (a: GroupApplication, accept: boolean) => {
    let reason = '';
    if (!accept) {
      const ok = await Dialog.confirm({
        title: `拒绝「${a.user.nickname}」的申请`,
        content: (
          <TextArea placeholder="拒绝原因（选填）" maxLength={100} rows={2} onChange={(v) => (reason = v)} />
        ),
        confirmText: '拒绝',
        cancelText: '取消',
      });
      if (!ok) return;
    }
    if (
      await act(
        () => approveApplication(a.id, accept, reason.trim() || undefined),
        accept ? '已同意入群' : '已拒绝申请',
      )
    ) {
      await list.refresh();
      void refreshGroupRequests().catch(() => undefined);
    }
  };

  const { query, items } = list;
  return (
    <>
      <div style={{ padding: '8px 12px', background: 'var(--cl-card)' }}>
        <Selector
          value={[status]}
          onChange={(v) => v[0] && setStatus(v[0] as 'pending' | 'all')}
          options={[
            { label: `待审核（${group.pendingApplications}）`, value: 'pending' },
            { label: '全部', value: 'all' },
          ]}
        />
      </div>
      <PullLoadList
        loading={query.isPending}
        error={query.isError ? '申请加载失败' : null}
        empty={query.isSuccess && items.length === 0}
        emptyText={status === 'pending' ? '没有待审核的申请' : '暂无入群申请'}
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage({ throwOnError: true });
        }}
        onRefresh={list.refresh}
        onRetry={() => void query.refetch()}
      >
        <List>
          {items.map((a) => (
            <List.Item
              key={a.id}
              prefix={<Avatar alt="" src={a.user.avatar ?? ''} style={{ '--size': '36px' }} />}
              description={[
                a.message || '（无留言）',
                a.reason ? `原因：${a.reason}` : '',
                a.handledBy ? `处理人：${a.handledBy.nickname}` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
              extra={
                a.status === 'pending' ? (
                  <span className="cl-group-card-actions">
                    <Button
                      size="mini"
                      color="primary"
                      onClick={() => void decide(a, true)}
                      data-testid={`application-approve-${a.id}`}
                    >
                      同意
                    </Button>
                    <Button
                      size="mini"
                      onClick={() => void decide(a, false)}
                      data-testid={`application-reject-${a.id}`}
                    >
                      拒绝
                    </Button>
                  </span>
                ) : (
                  <Tag color={a.status === 'approved' ? 'success' : 'default'}>{STATUS[a.status]}</Tag>
                )
              }
              data-testid={`application-${a.id}`}
            >
              {a.user.nickname}
            </List.Item>
          ))}
        </List>
      </PullLoadList>
    </>
  );
}
