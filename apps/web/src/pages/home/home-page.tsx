import { useQueryClient } from '@tanstack/react-query';
import { Grid } from 'antd-mobile';
import {
  CalendarOutline,
  CouponOutline,
  GiftOutline,
  HistogramOutline,
  QuestionCircleOutline,
  UnorderedListOutline,
  UserAddOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { lazy, type ReactNode, Suspense } from 'react';
import { Page } from '../../components/page';
import { PullRefresh } from '../../components/pull-refresh';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { yesterdayWinnersKey } from '../../features/game/api/get-yesterday-winners';
import { WinnersTicker } from '../../features/game/components/winners-ticker';
import { GameBadge } from '../../features/game/game-badge';
import { GAME_FAMILIES } from '../../features/game/game-families';
import { refreshSystemConfig, useSystemConfig } from '../../features/system/api/get-system-config';
import { AnnouncementBar } from '../../features/system/components/announcement-bar';
import { BannerCarousel } from '../../features/system/components/banner-carousel';
import { MaintenanceBanner } from '../../features/system/components/maintenance-banner';
import { linkTo } from '../../lib/navigation';
import './home-page.css';

/** Popup notices concern signed-in players only; their dialog code loads for them alone. */
const NoticePopup = lazy(() =>
  import('../../features/messages/components/notice-popup').then((m) => ({ default: m.NoticePopup })),
);

const SERVICE_PAGE = '/pages/service/service';

interface Shortcut {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

export function HomePage() {
  const config = useSystemConfig();
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      refreshSystemConfig(queryClient),
      queryClient.refetchQueries({ queryKey: yesterdayWinnersKey }),
    ]);
  const shortcuts: Shortcut[] = [
    { key: 'game', label: '游戏大厅', icon: <UnorderedListOutline />, onClick: linkTo('/pages/game/game') },
    { key: 'active', label: '最新活动', icon: <GiftOutline />, onClick: linkTo('/pages/active/active') },
    {
      key: 'checkin',
      label: '每日签到',
      icon: <CalendarOutline />,
      onClick: linkTo('/pages/checkin-detail/checkin-detail'),
    },
    {
      key: 'bonus',
      label: '每日加奖',
      icon: <CouponOutline />,
      onClick: linkTo('/pages/daily-bonus/daily-bonus'),
    },
    { key: 'recent', label: '开奖结果', icon: <HistogramOutline />, onClick: linkTo('/pages/recent/recent') },
    {
      key: 'recommend',
      label: '推荐好友',
      icon: <UserAddOutline />,
      onClick: linkTo('/pages/recommend/recommend'),
    },
    {
      key: 'instruction',
      label: '玩法说明',
      icon: <QuestionCircleOutline />,
      onClick: linkTo('/pages/instruction/instruction'),
    },
    {
      key: 'service',
      label: '在线客服',
      icon: <UserContactOutline />,
      onClick: linkTo(SERVICE_PAGE),
    },
  ];

  return (
    <Page title="首页" headerless className="cl-home">
      <header className="cl-home__header">
        <div className="cl-home__brand">
          <span className="cl-home__logo">彩</span>
          {config.app_name || '彩聊'}
        </div>
        <button
          type="button"
          className="cl-home__service"
          onClick={linkTo(SERVICE_PAGE)}
          data-testid="home-service"
        >
          <UserContactOutline /> 客服
        </button>
      </header>
      <PullRefresh onRefresh={refresh}>
        <MaintenanceBanner active={config.maintenance_mode} />
        <div className="cl-home__banner">
          <BannerCarousel banners={config.banners} />
        </div>
        <AnnouncementBar announcements={config.announcements} />
        <WinnersTicker />
        {loggedIn ? (
          <Suspense fallback={null}>
            <NoticePopup />
          </Suspense>
        ) : null}

        <section className="cl-section">
          <Grid columns={4} gap={12}>
            {shortcuts.map((s) => (
              <Grid.Item key={s.key} onClick={s.onClick} data-testid={`home-entry-${s.key}`}>
                <div className="cl-home__shortcut">
                  <span className="cl-home__shortcut-icon">{s.icon}</span>
                  <span>{s.label}</span>
                </div>
              </Grid.Item>
            ))}
          </Grid>
        </section>

        <section className="cl-section">
          <h3 className="cl-section__title">热门彩种</h3>
          <div className="cl-home__games">
            {GAME_FAMILIES.map((game) => (
              <button key={game.type} type="button" className="cl-home__game" onClick={linkTo(game.page)}>
                <GameBadge game={game} size={40} />
                <span className="cl-home__game-text">
                  <strong>{game.name}</strong>
                  <small>{game.slogan}</small>
                </span>
              </button>
            ))}
          </div>
        </section>

        <p className="cl-footer-note">
          理性购彩 · 量力而行 · 未满18周岁禁止参与
          <br />
          彩票有风险，投注需谨慎
        </p>
      </PullRefresh>
    </Page>
  );
}
