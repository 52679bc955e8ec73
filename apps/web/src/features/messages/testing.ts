import type { Notice, PlayerMessage } from '@cailiao/contracts';

/** Fixtures of the message page tests (test code only). */
export function message(over: Partial<PlayerMessage> = {}): PlayerMessage {
  return {
    id: 1,
    title: '充值到账',
    content: '您的演示通道充值100元已到账（订单号 R1），祝您游戏愉快。',
    kind: 'recharge',
    isRead: false,
    createdAt: '2026-06-02T04:00:00.000Z',
    ...over,
  };
}

export function notice(over: Partial<Notice> = {}): Notice {
  return {
    noticeId: 1,
    title: '欢迎来到彩聊',
    content: '每日签到、每日加奖和VIP晋级奖励均可体验。',
    isPopup: false,
    publishedAt: '2026-06-01T00:00:00.000Z',
    isRead: false,
    ...over,
  };
}
