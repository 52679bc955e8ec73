import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { session } from '../session';
import { answer, renderPage } from '../test/render';
import { AuditLogPage } from './audit-log-page';

const freeze = {
  id: 41,
  adminUserId: 7,
  action: 'POST /api/admin/players/:id/freeze',
  method: 'POST',
  path: '/api/admin/players/12/freeze',
  target: 'users:12',
  payload: { reason: '疑似盗号' },
  before: { id: 12, status: 'active', password_hash: '[redacted]' },
  after: { id: 12, status: 'disabled', password_hash: '[redacted]' },
  ip: '10.0.0.8',
  statusCode: 200,
  createdAt: '2026-11-25T01:00:00.000Z',
};

beforeEach(() =>
  session.set({
    token: 't',
    operator: {
      id: 7,
      username: 'root',
      role: 'super_admin',
      roleName: '超级管理员',
      permissions: ['audit.read'],
    },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

it('unfolds an entry into its request and the fields that changed, before → after', async () => {
  answer({
    body: {
      success: true,
      data: { list: [freeze], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } },
    },
  });
  renderPage(<AuditLogPage />);
  const row = (await screen.findByText('users:12')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button'));
  const changes = await screen.findByTestId('audit-changes');
  // Only the status changed; the redacted hash is the same on both sides and is not listed.
  expect(
    within(changes)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['status"active""disabled"']);
  expect(screen.getByText(/疑似盗号/)).toBeTruthy();
}, 60_000);
