import type { SystemConfig } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { Swiper } from 'antd-mobile';
import { isKnownRoute, openPage } from '../../../lib/navigation';

type Banner = SystemConfig['banners'][number];

function openBanner(banner: Banner): void {
  const link = banner.link.trim();
  if (!link || link === '#') return;
  if (/^https?:\/\//i.test(link)) window.open(link, '_blank', 'noopener');
  else if (isKnownRoute(link)) openPage(link);
}

/** Home banners from the system config, autoplay every 4000 ms; a brand banner when none. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) {
    return (
      <div className="cl-banner cl-banner--default" data-testid="home-banner">
        <div className="cl-banner__title">彩聊 · 边玩边聊</div>
        <div className="cl-banner__text">快三 · 时时彩 · PK10 · 六合彩 · 幸运28</div>
      </div>
    );
  }
  return (
    <Swiper
      className="cl-banner"
      autoplay
      autoplayInterval={LIMITS.bannerIntervalMs}
      loop
      data-testid="home-banner"
    >
      {banners.map((banner) => (
        <Swiper.Item key={banner.id} onClick={() => openBanner(banner)}>
          <img className="cl-banner__image" src={banner.image} alt={banner.title} loading="lazy" />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
