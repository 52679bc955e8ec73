import type { Notice } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { Modal } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';
import { getNotices, useReadNotice } from '../api/notices';

/** Players whose popup notices this launch of the app already looked for. */
const lookedFor = new Set<number>();

/**
 * Popup notices at launch, on the home page (SPEC.md §9: after the notice delay): each unread
 * popup notice shows once, one after the other, and is marked read when closed — so it never
 * shows again.
 */
export function NoticePopup() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const userId = useAuthStore((s) => s.user?.id);
  const read = useReadNotice();
  const readRef = useRef(read.mutate);
  readRef.current = read.mutate;

  useEffect(() => {
    if (!loggedIn || !userId || lookedFor.has(userId)) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      lookedFor.add(userId);
      let list: Notice[];
      try {
        list = (await getNotices(1, { popup: true, isRead: false })).list;
      } catch {
        return; // a notice is never worth an error at launch
      }
      for (const notice of list) {
        if (cancelled) return;
        await new Promise<void>((resolve) => {
          Modal.alert({
            title: notice.title,
            content: <div className="cl-notice-popup">{notice.content}</div>,
            confirmText: '我知道了',
            onConfirm: () => readRef.current(notice.noticeId),
            afterClose: resolve,
          });
        });
      }
    }, LIMITS.noticeDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [loggedIn, userId]);

  return null;
}
