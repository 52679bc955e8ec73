import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderPage } from '../test/render';
import { DashboardPage } from './dashboard-page';

const day = (date: string, n: number) => ({
  date,
  registrations: n,
  activePlayers: n * 3,
  deposits: n * 100,
  withdrawals: 0,
  turnover: n * 50,
  payouts: n * 20,
  ggr: n * 30,
});

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', () => {
  it("shows the sockets online now and today's active players next to the money figures", async () => {
    const days = [day('2026-11-24', 2), day('2026-11-25', 4)];
    answer({
      body: { success: true, data: { today: days[1], days, online: { sockets: 1234, players: 987 } } },
    });
    renderPage(<DashboardPage />);
    expect(await screen.findByText('当前在线连接')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('987')).toBeTruthy();
    expect(screen.getByText('今日活跃玩家')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('近30天注册与活跃人数')).toBeTruthy();
  });
});
