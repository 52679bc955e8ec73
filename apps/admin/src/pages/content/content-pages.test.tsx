import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session';
import { answer, renderPage } from '../../test/render';
import { ActivitiesPage } from './activities-page';
import { ActivityApplicationsPage } from './activity-applications-page';
import { BannersPage } from './banners-page';
import { NoticesPage } from './notices-page';
import { PlayerMessagesPage } from './player-messages-page';
import { ReferralConfigPage } from './referral-config-page';
import { SystemConfigPage } from './system-config-page';

const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });
const page = (list: unknown[]) =>
  ok({ list, pagination: { page: 1, limit: 20, total: list.length, totalPages: 1 } });
const sent = (fetch: ReturnType<typeof answer>, n: number) => {
  const [url, init] = fetch.mock.calls[n] as unknown as [string, RequestInit];
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
};
const notice = {
  noticeId: 3,
  title: '春节活动公告',
  content: '活动期间加奖',
  isPopup: true,
  enabled: true,
  publishedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const config = {
  app_name: '彩聊',
  app_version: '1.0.0',
  app_down: '#',
  customer_service_qq: '800800800',
  customer_service_wechat: '',
  customer_service_phone: '',
  customer_service_url: '',
  announcements: [],
  maintenance_mode: false,
  registration_enabled: true,
};

beforeEach(() =>
  session.set({
    token: 't',
    operator: {
      id: 5,
      username: 'yunying',
      role: 'content',
      roleName: '内容运营',
      permissions: ['content.manage'],
    },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('NoticesPage', () => {
  it('publishes a popup notice only after a confirmation that says players will see it', async () => {
    const fetch = answer(page([]), ok(notice, '已发布'), page([notice]));
    renderPage(<NoticesPage />);
    await screen.findByText(/暂无公告/);
    fireEvent.click(screen.getByRole('button', { name: '发布公告' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '春节活动公告' } });
    fireEvent.change(within(dialog).getByLabelText('内容'), { target: { value: '活动期间加奖' } });
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    expect(await screen.findByText(/所有玩家立即可见，并在打开应用时弹窗提示/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '确认发布' }));
    await screen.findByText('春节活动公告');
    expect(sent(fetch, 1)).toEqual({
      url: '/api/admin/notices',
      method: 'POST',
      body: { title: '春节活动公告', content: '活动期间加奖', isPopup: true },
    });
  });

  it('deletes after a confirmation, and shows a load error with a retry', async () => {
    const fetch = answer(page([notice]), ok(null, '已删除'), page([]));
    renderPage(<NoticesPage />);
    const row = (await screen.findByText('春节活动公告')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await screen.findByRole('button', { name: '确认删除' }));
    await screen.findByText(/暂无公告/);
    expect(sent(fetch, 1)).toMatchObject({ url: '/api/admin/notices/3', method: 'DELETE' });
  });

  it('says why the list failed', async () => {
    answer({ status: 503, body: { success: false, message: '服务暂时不可用' } });
    renderPage(<NoticesPage />);
    expect(await screen.findByText('服务暂时不可用')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});

describe('BannersPage', () => {
  it('shows the empty state, and enables a banner only after confirming', async () => {
    const banner = {
      id: 1,
      title: '首充加赠',
      image: '/uploads/banners/a.webp',
      link: '',
      sort: 1,
      enabled: false,
    };
    const fetch = answer(
      ok({ banners: [banner] }),
      ok({ banners: [{ ...banner, enabled: true }] }, '已保存'),
      ok({ banners: [] }),
    );
    renderPage(<BannersPage />);
    const row = (await screen.findByText('首充加赠')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('switch'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(sent(fetch, 1)).toEqual({
      url: '/api/admin/banners',
      method: 'PUT',
      body: { banners: [{ ...banner, enabled: true }] },
    });
    expect(await screen.findByText(/暂无轮播图/)).toBeTruthy();
  });
});

describe('SystemConfigPage', () => {
  it('switching maintenance on says players will be locked out before saving', async () => {
    const fetch = answer(
      ok(config),
      ok({ ...config, maintenance_mode: true }, '已保存'),
      ok({ ...config, maintenance_mode: true }),
    );
    renderPage(<SystemConfigPage />);
    const maintenance = await screen.findByRole('switch', { name: /维护模式/ });
    fireEvent.click(maintenance);
    fireEvent.click(screen.getByRole('button', { name: '保存配置' }));
    expect(await screen.findByText(/开启维护模式：玩家将无法使用任何功能/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(sent(fetch, 1)).toEqual({
      url: '/api/admin/system/config',
      method: 'PUT',
      body: { ...config, maintenance_mode: true },
    });
  });
});

describe('ReferralConfigPage', () => {
  it('refuses a gap between levels without calling the server', async () => {
    const fetch = answer(ok({ ratesPercent: [0.5, 0.2] }));
    renderPage(<ReferralConfigPage />);
    const first = await screen.findByLabelText('一级（直推）返佣比例');
    expect((first as HTMLInputElement).value).toBe('0.50');
    fireEvent.change(screen.getByLabelText('二级返佣比例'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('三级返佣比例'), { target: { value: '0.1' } });
    fireEvent.click(screen.getByRole('button', { name: '保存比例' }));
    expect(await screen.findByText('请从一级开始连续填写返佣比例')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('PlayerMessagesPage', () => {
  it('sends to every player after confirming, and lists what was sent', async () => {
    const fetch = answer(page([]), ok({ recipients: 1200 }, '已发送'), page([]));
    renderPage(<PlayerMessagesPage />);
    await screen.findByText('还没有发送过站内信');
    fireEvent.click(screen.getByLabelText('全体玩家'));
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '维护通知' } });
    fireEvent.change(screen.getByLabelText('内容'), { target: { value: '今晚维护' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect((await screen.findAllByText('确认发送给全体玩家？')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '确认发送' }));
    expect(await screen.findByText('已发送（1200 人）')).toBeTruthy();
    expect(sent(fetch, 1)).toEqual({
      url: '/api/admin/messages',
      method: 'POST',
      body: { to: 'all', title: '维护通知', content: '今晚维护' },
    });
  });
});

// The two largest forms of the console: their first render is slow on a loaded CI machine.
describe('ActivitiesPage', { timeout: 120_000 }, () => {
  it('creates an activity: paragraphs become blocks, lines become rules, after a confirmation', async () => {
    const fetch = answer(page([]), ok({}, '已创建'), page([]));
    renderPage(<ActivitiesPage />);
    await screen.findByText(/暂无活动/);
    fireEvent.click(screen.getByRole('button', { name: '创建活动' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('标题'), { target: { value: '周末挑战' } });
    fireEvent.change(within(dialog).getByLabelText(/活动内容/), {
      target: { value: '## 玩法\n\n投注满100元' },
    });
    fireEvent.change(within(dialog).getByLabelText(/活动规则/), {
      target: { value: '限报名一次\n\n奖励次日发放' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThanOrEqual(2));
    const { url, method, body } = sent(fetch, 1);
    expect([url, method]).toEqual(['/api/admin/activities', 'POST']);
    expect(body).toMatchObject({
      title: '周末挑战',
      kind: 'general',
      content: [
        { type: 'heading', text: '玩法' },
        { type: 'text', text: '投注满100元' },
      ],
      rules: ['限报名一次', '奖励次日发放'],
      coverImage: null,
      link: null,
      enabled: true,
    });
    expect(Date.parse(body.endsAt)).toBeGreaterThan(Date.parse(body.startsAt));
  });
});

describe('ActivityApplicationsPage', () => {
  it('approves a pending sign-up after a confirmation that says the reward is paid', async () => {
    const application = {
      id: 9,
      activityId: 2,
      status: 'pending',
      message: '已达标',
      reason: null,
      createdAt: '2026-11-25T01:00:00.000Z',
      reviewedAt: null,
      userId: 31,
      username: 'lucky31',
      activityTitle: '周末投注挑战',
    };
    const fetch = answer(page([application]), ok({ ...application, status: 'approved' }, '已通过'), page([]));
    renderPage(<ActivityApplicationsPage />);
    const row = (await screen.findByText('lucky31（ID 31）')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /通\s*过/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/将自动发放到玩家余额/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '流水已核对' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
    await screen.findByText('暂无待审核的报名');
    expect(sent(fetch, 0).url).toBe('/api/admin/activity/applications?status=pending&page=1&limit=20');
    expect(sent(fetch, 1)).toEqual({
      url: '/api/admin/activity/applications/9/approve',
      method: 'POST',
      body: { reason: '流水已核对' },
    });
  });
});
