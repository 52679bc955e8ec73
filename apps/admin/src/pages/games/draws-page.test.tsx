import { drawResult, seedHash } from '@cailiao/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session';
import { answer, renderPage } from '../../test/render';
import { DrawsPage } from './draws-page';

const seed = 'ab'.repeat(32);
const issueNo = '20261125-0700';
const numbers = drawResult('k3', seed, 'jsk3', issueNo);
const draw = (over: object) => ({
  gameId: 1,
  gameCode: 'jsk3',
  gameType: 'k3',
  issueNo,
  status: 'settled',
  openAt: '2026-11-25T03:59:00.000Z',
  closeAt: '2026-11-25T03:59:55.000Z',
  drawAt: '2026-11-25T04:00:00.000Z',
  numbers,
  seed,
  seedHash: seedHash(seed),
  attributes: null,
  ...over,
});
const games = [{ id: 1, name: '极速快3' }];
const ok = (data: unknown) => ({ body: { success: true, data } });
const page = (list: unknown[]) =>
  ok({ list, pagination: { page: 1, limit: 20, total: list.length, totalPages: 1 } });

beforeEach(() =>
  session.set({
    token: 't',
    operator: { id: 3, username: 'kefu', role: 'support', roleName: '客服', permissions: ['games.read'] },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('DrawsPage', () => {
  it('recomputes a draw from its seed in the browser', async () => {
    answer(ok(games), page([draw({})]));
    renderPage(<DrawsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /验\s*证/ }));
    expect(await screen.findByText('验证通过')).toBeTruthy();
    expect(screen.getByText(`种子哈希一致，重算结果 ${numbers.join(',')} 与开奖号码一致`)).toBeTruthy();
  });

  it('says when published numbers are not what the seed draws', async () => {
    const wrong = numbers.map((n) => (n % 6) + 1);
    answer(ok(games), page([draw({ numbers: wrong })]));
    renderPage(<DrawsPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /验\s*证/ }));
    expect(await screen.findByText('验证不通过')).toBeTruthy();
  });

  it('shows no seed before the draw, and an empty state', async () => {
    answer(ok(games), page([draw({ status: 'void', numbers: null, seed: null })]));
    renderPage(<DrawsPage />);
    expect(await screen.findByText('未开奖，无法验证')).toBeTruthy();
    expect(screen.getByText('种子 开奖后公开')).toBeTruthy();
  });
});
