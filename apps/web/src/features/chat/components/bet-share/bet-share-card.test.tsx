import type { BetShareLive, BetShareCard as Card } from '@cailiao/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { mockApi } from '../../../../test/render-app';
import type { ChatMessageView } from '../../types';
import { BetShareCard } from './bet-share-card';

const card: Card = {
  orderId: 3,
  sharerId: 2,
  gameId: 1,
  gameCode: 'jsk3',
  gameName: '极速快3',
  gameType: 'k3',
  issueNo: '20261207-0099',
  hideAmount: false,
  totalAmount: 10,
  items: [
    {
      betId: 11,
      play: 'k3.sum',
      playName: '和值',
      option: '10',
      optionName: '10',
      amount: 10,
      odds: 7.6,
      status: 'pending',
      payout: 0,
    },
  ],
};

const message = {
  messageId: 501,
  type: 'BET_SHARE',
  content: '',
  extra: { betShare: card },
  status: 'sent',
  own: false,
} as unknown as ChatMessageView;

const live = (partial: Partial<BetShareLive>): BetShareLive => ({
  ...card,
  messageId: 501,
  sharer: { id: 2, username: 'u2', nickname: '老王', avatar: null },
  content: '',
  sharedAt: '2026-12-07T00:00:00.000Z',
  issueStatus: 'closed',
  closeAt: '2026-12-07T00:00:15.000Z',
  drawAt: '2026-12-07T00:00:20.000Z',
  numbers: null,
  totalPayout: 0,
  issueOpen: false,
  ...partial,
});

function show(share: BetShareLive) {
  mockApi({ 'GET /api/chat/bet-shares/501': () => share });
  render(
    <Providers queryClient={createQueryClient()}>
      <BetShareCard message={message} />
    </Providers>,
  );
  return screen.getByTestId('bet-share-result-501');
}

describe('BetShareCard', () => {
  it('waits for the draw, then shows the numbers while settlement runs', async () => {
    const result = show(live({ issueStatus: 'drawn', numbers: [3, 3, 4] }));
    expect(result.textContent).toBe('待开奖');
    expect(await screen.findByText('开奖 3 3 4 · 结算中')).toBeTruthy();
  });

  it('shows a win once settled', async () => {
    const won = card.items.map((i) => ({ ...i, status: 'won' as const, payout: 76 }));
    show(live({ issueStatus: 'settled', numbers: [3, 3, 4], items: won, totalPayout: 76 }));
    expect(await screen.findByText('开奖 3 3 4 · 中奖')).toBeTruthy();
  });

  it('says a voided issue was refunded instead of waiting for ever', async () => {
    const refunded = card.items.map((i) => ({ ...i, status: 'refunded' as const, payout: 10 }));
    show(live({ issueStatus: 'void', items: refunded, totalPayout: 10 }));
    expect(await screen.findByText('本期作废 · 已退款')).toBeTruthy();
  });
});
