import type { SystemConfig } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { isKnownRoute, openPage } from '../../../lib/navigation';

type Banner = SystemConfig['banners'][number];

/** Where a banner leads: an in-app route (`/pages/…` or `#/pages/…`), a web address, or nowhere. */
export function bannerTarget(
  link: string,
): { kind: 'page'; path: string } | { kind: 'web'; url: string } | null {
  const text = link.trim();
  if (/^https?:\/\//i.test(text)) return { kind: 'web', url: text };
  const path = text.replace(/^#/, '');
  return path.startsWith('/') && isKnownRoute(path) ? { kind: 'page', path } : null;
}

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const target = bannerTarget(banner.link);
  const image = (
    <img
      className="cl-banner__image"
      src={banner.image}
      alt={banner.title}
      width={750}
      height={300}
      loading={first ? 'eager' : 'lazy'}
      // The first banner is the home page's largest picture: fetched before anything else waits.
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
    />
  );
  if (!target) return image;
  if (target.kind === 'web') {
    return (
      <a className="cl-banner__link" href={target.url} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  // A real link (long-press, screen readers); the tap goes through the app's navigation.
  const open = (event: MouseEvent) => {
    event.preventDefault();
    openPage(target.path);
  };
  return (
    <a className="cl-banner__link" href={`#${target.path}`} onClick={open}>
      {image}
    </a>
  );
}

/**
 * Home banners from the system config, each a link to what it names; they turn every 4000 ms and
 * follow the finger (a scroll-snap strip: no gesture library in the home page's first load). A
 * brand banner when none are configured.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [active, setActive] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const count = banners.length;

  // Restarts with every turn, so a banner the player swiped to stays its full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` restarts the timer on purpose
  useEffect(() => {
    if (count < 2) return;
    const timer = setTimeout(() => setActive((i) => (i + 1) % count), LIMITS.bannerIntervalMs);
    return () => clearTimeout(timer);
  }, [active, count]);

  useEffect(() => {
    const el = track.current;
    if (!el || typeof el.scrollTo !== 'function') return;
    el.scrollTo({ left: el.clientWidth * active, behavior: 'smooth' });
  }, [active]);

  useEffect(() => () => clearTimeout(settle.current), []);

  // The slide the strip came to rest on (read once scrolling stops, so a turn in progress is not undone).
  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      setActive(Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth)));
    }, 150);
  };

  if (count === 0) {
    return (
      <div className="cl-banner cl-banner--default" data-testid="home-banner">
        <div className="cl-banner__title">彩聊 · 边玩边聊</div>
        <div className="cl-banner__text">快三 · 时时彩 · PK10 · 六合彩 · 幸运28</div>
      </div>
    );
  }
  return (
    <section
      className="cl-banner"
      aria-roledescription="轮播"
      aria-label="活动横幅"
      data-testid="home-banner"
    >
      <ul className="cl-banner__track" ref={track} onScroll={onScroll}>
        {banners.map((banner, i) => (
          <li
            key={banner.id}
            className="cl-banner__slide"
            aria-roledescription="横幅"
            aria-label={`${i + 1} / ${count}`}
          >
            <BannerSlide banner={banner} first={i === 0} />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className="cl-banner__dots">
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className="cl-banner__dot"
              aria-label={`第${i + 1}张：${banner.title}`}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => setActive(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
