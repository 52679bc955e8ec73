import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { levelInfo, levelRewards } from '../../features/level/testing';
import { signIn } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeAll(() => import('./vip-page'), 60_000);
beforeEach(() => signIn());

describe('VIP等级 page', () => {
  it('shows the level card, progress, rewards and privileges; claims after a confirmation', async () => {
    let claimed = false;
    const { calls } = mockApi({
      'GET /api/level/info': () => levelInfo({ claimableCount: claimed ? 0 : 1 }),
      'GET /api/level/rewards-info': () => levelRewards(claimed),
      'POST /api/level/claim-reward': () => {
        claimed = true;
        return { rewardId: 1, level: 1, amount: 5, balance: 105 };
      },
    });
    renderApp('/pages/vip/vip');
    expect((await screen.findByTestId('vip-current')).textContent).toBe('V1');
    expect(screen.getByTestId('vip-turnover').textContent).toBe('325.00');
    expect(screen.getByTestId('vip-next').textContent).toContain('再投注 675.00 元升级 V2（25%）');
    expect(screen.getByTestId('vip-privileges').textContent).toContain('晋级奖励18元');
    expect(screen.getByTestId('vip-reward-2').textContent).toContain('未达成');

    await user().click(screen.getByTestId('vip-claim-1'));
    expect(await screen.findByText(/确认领取V1晋级奖励 5.00 元/)).toBeTruthy();
    await user().click(screen.getByText('确认领取'));
    expect(await screen.findByText('领取成功，5.00元已到账')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('vip-reward-1').textContent).toContain('已领取'));
    expect(calls.filter((c) => c.path === '/api/level/claim-reward')).toMatchObject([
      { body: { rewardId: 1 } },
    ]);
  });

  it('says 获取等级信息失败 when level info cannot load, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/level/info': () =>
        fail
          ? { status: 500, body: { success: false, code: 'INTERNAL', message: '服务器内部错误' } }
          : levelInfo(),
      'GET /api/level/rewards-info': () => levelRewards(),
    });
    renderApp('/pages/vip/vip');
    expect((await screen.findAllByText('获取等级信息失败')).length).toBeGreaterThan(0);
    fail = false;
    await user().click(screen.getByText('重新加载'));
    expect(await screen.findByTestId('vip-card')).toBeTruthy();
  });

  it('lists every level on the rules page', async () => {
    mockApi({ 'GET /api/level/rewards-info': () => levelRewards() });
    renderApp('/pages/vip-promotion-detail/vip-promotion-detail');
    expect((await screen.findByTestId('vip-rules-current')).textContent).toContain('V1');
    expect(screen.getByTestId('vip-privileges').querySelectorAll('tbody tr')).toHaveLength(3);
  });
});
