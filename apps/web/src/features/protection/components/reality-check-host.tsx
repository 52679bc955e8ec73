import { nextRealityCheckAt } from '@cailiao/domain';
import { Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { formatMoney, formatSignedMoney } from '../../../lib/format/money';
import { navigateTo } from '../../../lib/navigation';
import { useAuthStore } from '../../auth/store/auth-store';
import { getRealityCheck } from '../api/protection';
import { endPlaySession, playSessionStart } from '../lib/play-session';

function played(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}小时${m > 0 ? `${m}分钟` : ''}` : `${m}分钟`;
}

async function showRealityCheck(since: number) {
  let content: string;
  try {
    const r = await getRealityCheck(new Date(since));
    content =
      `您本次已游戏 ${played(r.minutesPlayed)}。\n` +
      `投注 ${formatMoney(r.stakes)} 元，派奖 ${formatMoney(r.wins)} 元，净结果 ${formatSignedMoney(r.net)} 元。`;
  } catch {
    content = `您本次已游戏 ${played(Math.floor((Date.now() - since) / 60_000))}。`;
  }
  await Dialog.show({
    title: '游戏时间提醒',
    content: (
      <div className="cl-reality-check" data-testid="reality-check">
        {content}
      </div>
    ),
    closeOnAction: true,
    actions: [
      [
        {
          key: 'history',
          text: '查看记录',
          onClick: () => void navigateTo('/pages/settings/settings?panel=health'),
        },
        { key: 'continue', text: '继续游戏', bold: true },
      ],
    ],
  });
}

/**
 * The hourly reality check (SPEC beyond: player protection): while a player is signed in, every
 * whole hour since the session began shows the time played and the net result of the session.
 */
export function RealityCheckHost() {
  const userId = useAuthStore((s) => s.user?.id ?? null);

  useEffect(() => {
    if (userId === null) {
      endPlaySession();
      return;
    }
    const start = playSessionStart(userId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const schedule = () => {
      const delay = Math.max(0, nextRealityCheckAt(start, Date.now()) - Date.now());
      timer = setTimeout(() => {
        void showRealityCheck(start).finally(() => {
          if (!cancelled) schedule();
        });
      }, delay);
    };
    schedule();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [userId]);

  return null;
}
