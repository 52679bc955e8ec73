import type { SystemConfig } from '@cailiao/contracts';
import { Dialog } from 'antd-mobile';

type Announcement = SystemConfig['announcements'][number];

/** Every announcement in full (opened from the notice bar; loaded on first tap). */
export function showAnnouncements(announcements: Announcement[]): void {
  void Dialog.alert({
    title: '平台公告',
    confirmText: '知道了',
    content: (
      <div className="cl-announcements">
        {announcements.map((a) => (
          <section key={a.id} className="cl-announcements__item">
            <strong>{a.title}</strong>
            <div className="cl-announcements__text">{a.content}</div>
          </section>
        ))}
      </div>
    ),
  });
}
