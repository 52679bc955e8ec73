import { drawResult, seedHash } from '@cailiao/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store/auth-store';
import { conversation } from '../../features/chat/test/fixtures';
import { iso, signInForTest, testBalance, testBetDetail } from '../../features/game/testing';
import { mockApi, renderApp } from '../../test/render-app';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const seed = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
const issueNo = '20261123-0001';

/** A settled bet whose draw was computed from `seed` (node:crypto here; the page uses WebCrypto). */
function drawnBet(over: { numbers?: number[]; seedHash?: string } = {}) {
  const numbers = over.numbers ?? drawResult('k3', seed, 'jsk3', issueNo);
  return testBetDetail({
    status: 'lost',
    numbers,
    settledAt: iso(Date.now()),
    issue: {
      issueNo,
      openAt: iso(Date.now() - 30_000),
      closeAt: iso(Date.now() - 15_000),
      drawAt: iso(Date.now() - 10_000),
      status: 'settled',
      seedHash: over.seedHash ?? seedHash(seed),
      seed,
      numbers,
    },
  });
}

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  signInForTest();
});

describe('bet detail', () => {
  it('shows 获取注单详情失败 when the bet cannot load, and 注单不存在 for an unknown bet', async () => {
    mockApi({
      'GET /api/bets/7': () => ({ status: 500, body: { success: false, message: '服务器内部错误' } }),
      'GET /api/bets/8': () => ({ status: 404, body: { success: false, message: '注单不存在' } }),
    });
    const view = renderApp('/pages/bet-detail/bet-detail?id=7');
    expect(await screen.findByText('获取注单详情失败')).toBeTruthy();
    view.unmount();
    renderApp('/pages/bet-detail/bet-detail?id=8');
    expect(await screen.findByText('注单不存在')).toBeTruthy();
  });

  it('recomputes the seed hash and the result in the browser and shows ✓', async () => {
    const bet = drawnBet();
    mockApi({ 'GET /api/bets/7': () => bet, 'GET /api/user/balance': () => testBalance });
    renderApp('/pages/bet-detail/bet-detail?id=7');
    expect((await screen.findByTestId('detail-seed')).textContent).toBe(seed);
    expect(screen.getByTestId('detail-seed-hash').textContent).toBe(seedHash(seed));
    expect(screen.getByTestId('detail-numbers').getAttribute('data-numbers')).toBe(bet.numbers!.join(','));
    expect(screen.getByTestId('bet-status-7').getAttribute('data-status')).toBe('lost');
    await user().click(screen.getByTestId('verify-draw'));
    const result = await screen.findByTestId('verify-result');
    expect(result.getAttribute('data-ok')).toBe('true');
    expect(result.textContent).toContain('✓ 验证通过');
    expect(result.textContent).toContain(bet.numbers!.join(', '));
    expect(screen.queryByTestId('bet-cancel')).toBeNull();
  });

  const drawn = drawResult('k3', seed, 'jsk3', issueNo);
  it.each<[string, { numbers?: number[]; seedHash?: string }]>([
    ['a different result', { numbers: drawn.join() === '6,6,6' ? [5, 5, 5] : [6, 6, 6] }],
    ['a hash that is not the seed’s', { seedHash: 'f'.repeat(64) }],
  ])('shows ✗ for %s', async (_name, over) => {
    mockApi({ 'GET /api/bets/7': () => drawnBet(over) });
    renderApp('/pages/bet-detail/bet-detail?id=7');
    await user().click(await screen.findByTestId('verify-draw'));
    const result = await screen.findByTestId('verify-result');
    expect(result.getAttribute('data-ok')).toBe('false');
    expect(result.textContent).toContain('✗ 验证失败');
  });

  it('cancels a pending bet of an open issue after confirmation', async () => {
    let status = 'pending';
    const { calls } = mockApi({
      'GET /api/bets/7': () => testBetDetail({ status: status as 'pending' }),
      'POST /api/bet/cancel': () => {
        status = 'cancelled';
        return { betId: 7, status: 'cancelled', refund: 10, balance: 110 };
      },
      'GET /api/user/balance': () => testBalance,
    });
    renderApp('/pages/bet-detail/bet-detail?id=7');
    expect(await screen.findByText('开奖后公开')).toBeTruthy();
    expect(screen.queryByTestId('verify-draw')).toBeNull();
    await user().click(await screen.findByTestId('bet-cancel'));
    await user().click(await screen.findByText('确定撤单'));
    await waitFor(() =>
      expect(screen.getByTestId('bet-status-7').getAttribute('data-status')).toBe('cancelled'),
    );
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/bet/cancel')?.body).toEqual({
      betId: 7,
    });
    expect(screen.queryByTestId('bet-cancel')).toBeNull();
  });

  it('shares the bet into a chat, amounts hidden when asked (opened at once with share=1)', async () => {
    const bet = drawnBet();
    const { calls } = mockApi({
      'GET /api/bets/7': () => bet,
      'GET /api/user/balance': () => testBalance,
      'GET /api/chat/conversations': () => ({
        list: [conversation({ conversationId: 'group_9', type: 'GROUP', targetId: 9, targetName: '快三群' })],
        pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
        totalUnread: 0,
      }),
      'POST /api/chat/messages/share-bet': () => ({ messageId: 1 }),
    });
    renderApp('/pages/bet-detail/bet-detail?id=7&share=1');
    await screen.findByTestId('share-bet-popup');
    await user().click(await screen.findByTestId('share-hide-amount'));
    await user().click(await screen.findByTestId('share-to-group_9'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/messages/share-bet')?.body).toMatchObject({
        betId: 7,
        groupId: 9,
        hideAmount: true,
      }),
    );
  });
});
