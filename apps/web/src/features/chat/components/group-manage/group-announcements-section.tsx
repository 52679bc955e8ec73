import type { Group, GroupAnnouncement } from '@cailiao/contracts';
import { Button, List, Popup, Switch, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { PullLoadList } from '../../../../components/pull-load-list';
import { TestIdInput } from '../../../../components/testid-input';
import { usePagedQuery } from '../../../../lib/query/paged-query';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncements,
  groupAdminKeys,
  updateAnnouncement,
} from '../../api/group-admin';
import { useGroupAction } from './use-group-action';

interface Draft {
  id?: number;
  title: string;
  content: string;
  isPopup: boolean;
}

/** Announcements: everyone reads; the owner and admins write, edit (a popup shows again) and delete. */
export function GroupAnnouncementsSection({ group }: { group: Group }) {
  const manager = (group.role === 'owner' || group.role === 'admin') && group.status === 'active';
  const list = usePagedQuery(groupAdminKeys.announcements(group.id), (page) =>
    getAnnouncements(group.id, page),
  );
  const act = useGroupAction(group.id);
  const [draft, setDraft] = useState<Draft | null>(null);

  const save = async () => {
    if (!draft) return;
    const body = { title: draft.title.trim(), content: draft.content.trim(), isPopup: draft.isPopup };
    const ok = await act(
      () => (draft.id ? updateAnnouncement(group.id, draft.id, body) : createAnnouncement(group.id, body)),
      draft.id ? '公告已更新' : '公告已发布',
    );
    if (ok) {
      setDraft(null);
      await list.refresh();
    }
  };
  const edit = (a: GroupAnnouncement) =>
    setDraft({ id: a.id, title: a.title, content: a.content, isPopup: a.isPopup });

  const { query, items } = list;
  return (
    <>
      {manager ? (
        <div className="cl-group-manage__actions">
          <Button
            block
            color="primary"
            fill="outline"
            onClick={() => setDraft({ title: '', content: '', isPopup: false })}
            data-testid="announcement-new"
          >
            发布公告
          </Button>
        </div>
      ) : null}
      <PullLoadList
        loading={query.isPending}
        error={query.isError ? '公告加载失败' : null}
        empty={query.isSuccess && items.length === 0}
        emptyText="暂无群公告"
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage({ throwOnError: true });
        }}
        onRefresh={list.refresh}
        onRetry={() => void query.refetch()}
      >
        {items.map((a) => (
          <div className="cl-announcement" key={a.id} data-testid={`announcement-${a.id}`}>
            <div className="cl-announcement__title">
              <span>
                {a.title}
                {a.isPopup ? '（弹窗）' : ''}
              </span>
              {manager ? (
                <span className="cl-group-card-actions">
                  <Button size="mini" onClick={() => edit(a)}>
                    编辑
                  </Button>
                  <Button
                    size="mini"
                    color="danger"
                    fill="outline"
                    onClick={() =>
                      void act(
                        () => deleteAnnouncement(group.id, a.id),
                        '公告已删除',
                        `删除公告「${a.title}」？`,
                      ).then(list.refresh)
                    }
                  >
                    删除
                  </Button>
                </span>
              ) : null}
            </div>
            <div className="cl-announcement__content">{a.content}</div>
            <div className="cl-announcement__meta">
              {a.author.nickname} · {new Date(a.updatedAt).toLocaleString('zh-CN', { hour12: false })}
            </div>
          </div>
        ))}
      </PullLoadList>
      <Popup
        visible={draft !== null}
        onMaskClick={() => setDraft(null)}
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      >
        {draft ? (
          <div data-testid="announcement-form">
            <List header={draft.id ? '编辑公告' : '发布公告'}>
              <List.Item title="标题">
                <TestIdInput
                  testId="announcement-title"
                  label="公告标题"
                  maxLength={50}
                  value={draft.title}
                  onChange={(title) => setDraft({ ...draft, title })}
                />
              </List.Item>
              <List.Item title="内容">
                <TextArea
                  maxLength={2000}
                  rows={4}
                  showCount
                  placeholder="公告内容"
                  value={draft.content}
                  onChange={(content) => setDraft({ ...draft, content })}
                  data-testid="announcement-content"
                />
              </List.Item>
              <List.Item
                description="进群时弹出一次；修改后会再次弹出"
                extra={
                  <Switch checked={draft.isPopup} onChange={(isPopup) => setDraft({ ...draft, isPopup })} />
                }
              >
                弹窗提醒
              </List.Item>
            </List>
            <div className="cl-group-manage__actions">
              <Button
                block
                color="primary"
                disabled={!draft.title.trim() || !draft.content.trim()}
                onClick={() => void save()}
                data-testid="announcement-save"
              >
                {draft.id ? '保存' : '发布'}
              </Button>
            </div>
          </div>
        ) : null}
      </Popup>
    </>
  );
}
