import { Dialog } from 'antd-mobile';
import { formatMoney, formatSignedMoney } from '../../../lib/format/money';
import { navigateTo } from '../../../lib/navigation';
import { getRealityCheck } from '../api/protection';

function played(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}小时${m > 0 ? `${m}分钟` : ''}` : `${m}分钟`;
}

/** The reality-check dialog: time played and the net result since the session began. */
export async function showRealityCheck(since: number) {
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
