import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session';
import { PlayerDetailPage } from './player-detail-page';

const limit = (kind: string, period: string, amount: number | null) => ({
  kind,
  period,
  amount,
  pending: null,
  used: 20,
  remaining: amount === null ? null : amount - 20,
  resetsAt: '2026-11-25T16:00:00.000Z',
});
const detail = {
  id: 12,
  username: 'lucky12',
  nickname: '幸运星',
  avatar: null,
  phone: '13800000000',
  status: 'active',
  statusName: '正常',
  vipLevel: 2,
  inviteCode: 'ABCD2345',
  invitedBy: { id: 3, username: 'boss3', nickname: '老板' },
  createdAt: '2026-11-20T01:00:00.000Z',
  lastLoginAt: '2026-11-25T01:00:00.000Z',
  lastLoginIp: '10.0.0.8',
  activeSessions: 2,
  balance: 1234.5,
  frozenAmount: 100,
  availableBalance: 1134.5,
  protection: {
    limits: [limit('deposit', 'day', 500), limit('stake', 'day', null)],
    block: null,
    canBet: true,
    canRecharge: true,
    canWithdraw: true,
    serverTime: '2026-11-25T02:00:00.000Z',
  },
};
const page = (list: unknown[]) => ({
  list,
  pagination: { page: 1, limit: 20, total: list.length, totalPages: 1 },
});
const ledgerRow = {
  id: 1,
  kind: 'recharge',
  kindName: '充值',
  amount: 200,
  frozenChange: 0,
  balanceBefore: 1034.5,
  balanceAfter: 1234.5,
  frozenAfter: 100,
  reference: 'recharge:R1',
  memo: null,
  createdAt: '2026-11-25T01:30:00.000Z',
};
const login = {
  id: 5,
  at: '2026-11-25T01:00:00.000Z',
  ip: '10.0.0.8',
  userAgent: 'Mozilla/5.0 iPhone',
  success: false,
  outcome: 'bad_password',
  outcomeName: '密码错误',
};

type Reply = { status?: number; body: unknown };
/** fetch answered by URL: the first matching route's next reply (the last one repeats). */
function serve(routes: Record<string, Reply[]>) {
  const mock = vi.fn(async (url: string, _init?: RequestInit) => {
    const key = Object.keys(routes).find((k) => url.split('?')[0] === k.split('?')[0] && url.includes(k));
    const queue = key ? routes[key] : undefined;
    const next = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? {
      status: 500,
      body: { success: false, message: `没有回答 ${url}` },
    };
    return new Response(JSON.stringify(next.body), {
      status: next.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });

function renderDetail(id = 12) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[`/players/${id}`]}>
          <Routes>
            <Route path="/players/:id" element={<PlayerDetailPage />} />
            <Route path="/players" element={<p>玩家列表</p>} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

const signIn = (permissions: string[]) =>
  session.set({
    token: 't',
    operator: { id: 7, username: 'kefu', role: 'support', roleName: '客服', permissions },
  });
beforeEach(() => signIn(['players.read', 'players.manage', 'players.security']));
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('PlayerDetailPage', () => {
  it('shows the header card (profile, balances, limits) and pages each tab', async () => {
    const fetch = serve({
      '/api/admin/players/12': [ok(detail)],
      '/api/admin/players/12/ledger': [ok(page([ledgerRow]))],
      '/api/admin/players/12/logins': [ok(page([login]))],
    });
    renderDetail();
    expect(await screen.findByText('lucky12（幸运星）')).toBeTruthy();
    const stat = (title: string) => screen.getByText(title).closest('.ant-statistic')?.textContent;
    expect(stat('账户余额')).toContain('¥1,234.50');
    expect(stat('冻结金额')).toContain('¥100.00');
    expect(stat('可用余额')).toContain('¥1,134.50');
    expect(screen.getByText(/每日充值限额 ¥500\.00/)).toBeTruthy();
    expect(screen.queryByText(/每日投注限额/)).toBeNull();
    expect(screen.getByRole('link', { name: /boss3/ }).getAttribute('href')).toBe('/players/3');
    expect(await screen.findByText('recharge:R1')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: '登录记录' }));
    expect(await screen.findByText('密码错误')).toBeTruthy();
    expect(screen.getByText('Mozilla/5.0 iPhone')).toBeTruthy();
    const urls = fetch.mock.calls.map((c) => c[0]);
    expect(urls).toContain('/api/admin/players/12/ledger?page=1&limit=20');
    expect(urls).toContain('/api/admin/players/12/logins?page=1&limit=20');
  });

  it('shows the empty state of a tab with no rows', async () => {
    serve({ '/api/admin/players/12': [ok(detail)], '/api/admin/players/12/ledger': [ok(page([]))] });
    renderDetail();
    expect(await screen.findByText('暂无资金流水')).toBeTruthy();
  });

  it('resets the password after a reason and shows the temporary one once, with a copy button', async () => {
    const fetch = serve({
      '/api/admin/players/12': [ok(detail)],
      '/api/admin/players/12/ledger': [ok(page([]))],
      '/api/admin/players/12/reset-password': [
        ok({ temporaryPassword: 'Tmp7xKp2Qa', revokedSessions: 2 }, '密码已重置'),
      ],
    });
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '重置密码' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '确认重置' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '玩家来电' } });
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    await user.click(confirm);
    expect(await screen.findByText('Tmp7xKp2Qa')).toBeTruthy();
    expect(screen.getByText(/只显示这一次/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制' })).toBeTruthy();
    const call = fetch.mock.calls.find((c) => c[0] === '/api/admin/players/12/reset-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: '玩家来电' });
    await user.click(screen.getByRole('button', { name: '我已记下，关闭' }));
    await waitFor(() => expect(screen.queryByText('Tmp7xKp2Qa')).toBeNull());
  });

  it('revokes sessions (踢下线) only after a confirmation with a reason', async () => {
    const fetch = serve({
      '/api/admin/players/12': [ok(detail)],
      '/api/admin/players/12/ledger': [ok(page([]))],
      '/api/admin/players/12/revoke-sessions': [ok({ revokedSessions: 2 }, '已踢下线')],
    });
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /踢\s*下\s*线/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/在线连接会被断开/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '异常登录' } });
    await user.click(within(dialog).getByRole('button', { name: '确认踢下线' }));
    expect(await screen.findByText('已踢下线')).toBeTruthy();
    const call = fetch.mock.calls.find((c) => c[0] === '/api/admin/players/12/revoke-sessions');
    expect(call?.[1]?.method).toBe('POST');
  });

  it('offers no account actions to a role without them', async () => {
    signIn(['players.read']);
    serve({ '/api/admin/players/12': [ok(detail)], '/api/admin/players/12/ledger': [ok(page([]))] });
    renderDetail();
    await screen.findByText('lucky12（幸运星）');
    expect(screen.queryByRole('button', { name: '重置密码' })).toBeNull();
    expect(screen.queryByRole('button', { name: /冻\s*结/ })).toBeNull();
  });

  it('says so when the player does not exist, and when loading fails', async () => {
    serve({ '/api/admin/players/99': [{ status: 404, body: { success: false, message: '玩家不存在' } }] });
    renderDetail(99);
    expect(await screen.findByText('玩家不存在')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回玩家列表' })).toBeTruthy();
  });

  it('offers a retry when the detail cannot load', async () => {
    serve({ '/api/admin/players/12': [{ status: 503, body: { success: false, message: '服务暂不可用' } }] });
    renderDetail();
    expect(await screen.findByText('服务暂不可用')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
