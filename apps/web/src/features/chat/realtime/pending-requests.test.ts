import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render-app';
import { useChatStore } from '../store/chat-store';
import { refreshPendingRequests } from './sync';

const request = (id: number) => ({
  id,
  fromUser: { id: id + 1000, username: `user${id}`, nickname: `申请人${id}`, avatar: null },
  toUser: { id: 1, username: 'me', nickname: '我', avatar: null },
  message: null,
  remark: null,
  status: 'pending',
  reason: null,
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt: '2026-01-08T00:00:00Z',
  respondedAt: null,
});

describe('the 新朋友 badge', () => {
  it('counts every pending received request, not only those of the first page', async () => {
    const { calls } = mockApi({
      'GET /api/chat/friends/requests': (_b, url) => {
        const pending = url.searchParams.get('status') === 'pending';
        const total = pending ? 75 : 130;
        return {
          list: Array.from({ length: 50 }, (_, i) => request(i + 1)),
          pagination: { page: 1, limit: 50, total, totalPages: Math.ceil(total / 50) },
        };
      },
    });
    await refreshPendingRequests();
    expect(useChatStore.getState().pendingRequests).toBe(75);
    const asked = calls.find((c) => c.path === '/api/chat/friends/requests');
    expect(asked).toBeTruthy();
  });
});
