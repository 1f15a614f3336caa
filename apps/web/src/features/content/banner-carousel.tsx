import type { TBanner } from '@portal/contracts';
import { Icon } from '@portal/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/use-media-query';
import { BannerImage } from '@/shared/banners/banner-image';
import './content.css';

/** Spec section 9: a new banner every 5 s, sliding for 1 s, looping when there is more than one. */
const AUTOPLAY_MS = 5000;

/**
 * The home banners (group w_home): one slide at a time with previous/next, a dot per slide and a
 * pause button; it stops while pointed at or focused, while the tab is hidden, and for people who
 * ask for reduced motion.
 */
export function BannerCarousel({ banners }: { banners: TBanner[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // Wide screens show two banners side by side; a step moves by one.
  const perView = useMediaQuery('(min-width: 900px)') && banners.length > 1 ? 2 : 1;
  const count = banners.length - perView + 1;
  const loops = count > 1;
  const touchStart = useRef<number | null>(null);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!loops || paused || hovered || focused || reducedMotion) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((i) => (i + 1) % count);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [loops, paused, hovered, focused, reducedMotion, count]);

  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [index, count]);

  if (count === 0) return null;
  const playing = loops && !paused && !reducedMotion;
  return (
    <section
      className="carousel"
      aria-roledescription={t('content.carousel')}
      aria-label={t('content.banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(e) => {
        touchStart.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchStart.current;
        const end = e.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 40) return;
        go(end < start ? index + 1 : index - 1);
      }}
    >
      <div className="carousel__viewport">
        <div
          id={`${id}-slides`}
          className="carousel__track"
          style={{ transform: `translateX(-${(index * 100) / perView}%)` }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {banners.map((banner, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel pattern), not a form fieldset
            <div
              key={banner.id}
              role="group"
              className={`carousel__slide${perView === 2 ? ' carousel__slide--half' : ''}`}
              aria-roledescription={t('content.slide')}
              aria-label={t('content.slideOf', { n: i + 1, count: banners.length })}
              aria-hidden={i < index || i >= index + perView}
              inert={i < index || i >= index + perView}
            >
              <BannerImage banner={banner} eager={i < perView} />
            </div>
          ))}
        </div>
      </div>
      {loops ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            aria-controls={`${id}-slides`}
            aria-label={t('content.previousBanner')}
            onClick={() => go(index - 1)}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <div className="carousel__dots">
            {banners.slice(0, count).map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="carousel__dot"
                aria-label={t('content.showBanner', { n: i + 1, title: banner.title })}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__button"
            aria-controls={`${id}-slides`}
            aria-label={t('content.nextBanner')}
            onClick={() => go(index + 1)}
          >
            <Icon name="chevronRight" size={18} />
          </button>
          {reducedMotion ? null : (
            <button
              type="button"
              className="carousel__button"
              aria-label={paused ? t('content.playBanners') : t('content.pauseBanners')}
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
            >
              <Icon name={paused ? 'play' : 'pause'} size={16} />
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
