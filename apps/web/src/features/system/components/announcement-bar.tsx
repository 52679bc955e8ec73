import type { SystemConfig } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';

type Announcement = SystemConfig['announcements'][number];

/** Scrolling announcements, starting 1000 ms after they show (SPEC.md §9); a tap shows them in full. */
export function AnnouncementBar({ announcements }: { announcements: Announcement[] }) {
  if (announcements.length === 0) return null;
  const text = announcements.map((a) => a.title).join('　　');
  const showAll = () => void import('./announcement-dialog').then((m) => m.showAnnouncements(announcements));
  return (
    <button type="button" className="cl-notice-button" onClick={showAll} data-testid="home-announcements">
      <span className="cl-visually-hidden">平台公告：</span>
      <NoticeBar
        className="cl-notice"
        icon={<SoundOutline />}
        content={text}
        color="alert"
        delay={LIMITS.noticeDelayMs}
      />
    </button>
  );
}
