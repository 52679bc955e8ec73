import type { SystemConfig } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { Dialog, NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';

type Announcement = SystemConfig['announcements'][number];

/** Scrolling announcements, starting 1000 ms after they show (SPEC.md §9); a tap shows them in full. */
export function AnnouncementBar({ announcements }: { announcements: Announcement[] }) {
  if (announcements.length === 0) return null;
  const text = announcements.map((a) => a.title).join('　　');
  const showAll = () =>
    void Dialog.alert({
      title: '平台公告',
      confirmText: '知道了',
      content: (
        <div style={{ maxHeight: '50vh', overflowY: 'auto', lineHeight: 1.7 }}>
          {announcements.map((a) => (
            <section key={a.id} style={{ marginBottom: 12 }}>
              <strong>{a.title}</strong>
              <div style={{ whiteSpace: 'pre-wrap' }}>{a.content}</div>
            </section>
          ))}
        </div>
      ),
    });
  return (
    <div onClick={showAll} data-testid="home-announcements">
      <NoticeBar
        className="cl-notice"
        icon={<SoundOutline />}
        content={text}
        color="alert"
        delay={LIMITS.noticeDelayMs}
      />
    </div>
  );
}
