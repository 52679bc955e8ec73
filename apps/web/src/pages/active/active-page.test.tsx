import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activity } from '../../features/activity/testing';
import { page, signIn, signOut } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

beforeAll(
  () => Promise.all([import('./active-page'), import('../activity-detail/activity-detail-page')]),
  60_000,
);
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('最新活动 and 活动详情', () => {
  beforeEach(() => signOut());

  it('lists current activities, then ended ones, and opens a detail', async () => {
    const statuses: Array<string | null> = [];
    mockApi({
      'GET /api/activity/list': (_b, url) => {
        statuses.push(url.searchParams.get('status'));
        return url.searchParams.get('status') === 'ended'
          ? page([activity({ activityId: 9, title: '周末投注王', status: 'ended' })])
          : page([activity()]);
      },
      'GET /api/activity/detail': () => activity(),
    });
    renderApp('/pages/active/active');
    expect((await screen.findByTestId('activity-4')).textContent).toContain('新人首充礼');
    expect(screen.getByTestId('activity-4').textContent).toContain('进行中');
    await user().click(screen.getByTestId('activity-tab-ended'));
    expect((await screen.findByTestId('activity-9')).textContent).toContain('已结束');
    expect(statuses).toEqual(['current', 'ended']);
  });

  it('shows content and rules; a guest is asked to log in, a player signs up after confirming', async () => {
    signIn();
    let applied = false;
    const { calls } = mockApi({
      'GET /api/activity/detail': () =>
        activity(
          applied
            ? {
                application: {
                  id: 1,
                  activityId: 4,
                  status: 'pending',
                  message: null,
                  reason: null,
                  createdAt: '2026-06-02T00:00:00.000Z',
                  reviewedAt: null,
                },
              }
            : {},
        ),
      'POST /api/activity/join': () => {
        applied = true;
        return { id: 1, activityId: 4, status: 'pending' };
      },
    });
    renderApp('/pages/activity-detail/activity-detail?activityId=4');
    expect(await screen.findByText('参与方式')).toBeTruthy();
    expect(screen.getByText('每位新用户限报名一次')).toBeTruthy();
    expect(screen.getByText('活动奖励：8.00 元')).toBeTruthy();
    await user().click(screen.getByTestId('activity-join'));
    await user().click(await screen.findByText('确认报名'));
    expect(await screen.findByText('报名成功，请等待审核')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('activity-application').textContent).toContain('审核中'));
    expect(calls.find((c) => c.path === '/api/activity/join')?.body).toEqual({ activityId: 4 });
  });

  it('answers an unknown activity with 活动不存在', async () => {
    mockApi({});
    renderApp('/pages/activity-detail/activity-detail?activityId=77');
    expect(await screen.findByText('活动不存在')).toBeTruthy();
  });
});
