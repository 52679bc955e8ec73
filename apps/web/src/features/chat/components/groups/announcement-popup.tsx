import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { getAnnouncementPopup, groupAdminKeys, markAnnouncementSeen } from '../../api/group-admin';

/** A popup announcement of the group, shown once per member and version (then acknowledged). */
export function AnnouncementPopup({ groupId, enabled }: { groupId: number; enabled: boolean }) {
  const queryClient = useQueryClient();
  const popup = useQuery({
    queryKey: groupAdminKeys.popup(groupId),
    queryFn: () => getAnnouncementPopup(groupId),
    enabled,
    staleTime: 60_000,
  });
  const [closed, setClosed] = useState<string | null>(null);
  const a = popup.data;
  const key = a ? `${a.id}:${a.version}` : null;
  const acknowledge = () => {
    if (!a) return;
    setClosed(key);
    void markAnnouncementSeen(groupId, a.id, a.version)
      .then(() => queryClient.invalidateQueries({ queryKey: groupAdminKeys.popup(groupId) }))
      .catch(() => undefined);
  };
  return (
    <Dialog
      visible={!!a && closed !== key}
      title={a ? `群公告：${a.title}` : ''}
      content={
        <div style={{ whiteSpace: 'pre-wrap' }} data-testid="announcement-popup">
          {a?.content}
        </div>
      }
      actions={[{ key: 'ok', text: '我知道了' }]}
      onAction={acknowledge}
      onClose={acknowledge}
    />
  );
}
