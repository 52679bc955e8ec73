import { BetShareCard as BetShareCardSchema, type BetShareLive } from '@cailiao/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { mockApi } from '../../../../test/render-app';
import { betShare, betShareItemsAs } from '../../test/fixtures';
import type { ChatMessageView } from '../../types';
import { BetShareCard } from './bet-share-card';

// The card in the message is the snapshot taken when the slip was shared (the schema keeps only
// its fields): not yet drawn.
const card = BetShareCardSchema.parse({ ...betShare(), items: betShareItemsAs('pending') });

const message = {
  messageId: 501,
  type: 'BET_SHARE',
  content: '',
  extra: { betShare: card },
  status: 'sent',
  own: false,
} as unknown as ChatMessageView;

const live = (partial: Partial<BetShareLive>) =>
  betShare({ issueStatus: 'closed', numbers: null, totalPayout: 0, items: card.items, ...partial });

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
    show(betShare());
    expect(await screen.findByText('开奖 3 3 4 · 中奖')).toBeTruthy();
  });

  it('says a voided issue was refunded instead of waiting for ever', async () => {
    show(live({ issueStatus: 'void', items: betShareItemsAs('refunded'), totalPayout: 20 }));
    expect(await screen.findByText('本期作废 · 已退款')).toBeTruthy();
  });
});
