'use client';

import type { Banner } from '@shop/product-api/contract/content';
import { Pause, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { preload } from 'react-dom';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './banner-carousel.module.css';
import { BannerLink } from './banner-link';
import { useSwiperWhenIdle } from './use-swiper-when-idle';

/** Spec §9: the desktop layout starts at 768 px; below it the banner's mobile image is used. */
const DESKTOP_MEDIA = '(min-width: 768px)';
const MOBILE_MEDIA = '(max-width: 767.98px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Home page banners (spec §2). A carousel must be pausable and usable by keyboard (architecture,
 * Look and feel), and it does not move on its own for visitors who asked for reduced motion.
 *
 * The server renders the slides in Swiper's own markup, so the first banner shows in its final
 * place before any JavaScript; Swiper itself (a good part of the home page's script weight)
 * arrives once the page is idle and takes over the same elements, with no layout shift.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useTranslations('home');
  const swiperEl = useRef<HTMLDivElement>(null);
  const paginationEl = useRef<HTMLDivElement>(null);
  const reducedMotion = useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  // The shopper's own play/pause choice wins over the motion preference.
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null);
  const several = banners.length > 1;
  const playing = several && (chosenPlaying ?? !reducedMotion);
  const playingRef = useRef(playing);

  const swiperRef = useSwiperWhenIdle(swiperEl, async (el) => {
    const { createBannerSwiper } = await import('./banner-swiper');
    const swiper = createBannerSwiper(el, {
      paginationEl: paginationEl.current,
      // Swiper fills in {{index}} itself; next-intl only provides the words around it.
      bulletMessage: t('goToSlide', { index: '{{index}}' }),
      slideLabelMessage: t('slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
    });
    // Paused before Swiper arrived (or reduced motion): it must not start moving now.
    if (!playingRef.current) swiper.autoplay?.stop();
    return swiper;
  });

  useEffect(() => {
    playingRef.current = playing;
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.start();
    else autoplay.stop();
  }, [playing, swiperRef]);

  const [first] = banners;
  if (!first) return null;
  // The first banner is the home page's largest paint: asked for with the page (a Link header),
  // it arrives with the fonts and shows in the first frame instead of after the scripts.
  preload(first.imageApp, { as: 'image', fetchPriority: 'high', media: MOBILE_MEDIA });
  preload(first.imageUrl, { as: 'image', fetchPriority: 'high', media: DESKTOP_MEDIA });

  // Arrow keys move the banners only while focus is inside them; Swiper's own keyboard module
  // listens on the whole page and would move every slider on screen at once.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') swiperRef.current?.slideNext();
    else if (event.key === 'ArrowLeft') swiperRef.current?.slidePrev();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('bannersLabel')}
      onKeyDown={onKeyDown}
    >
      <div ref={swiperEl} className="swiper">
        <div className="swiper-wrapper">
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              className="swiper-slide"
              role="group"
              aria-label={t('slideLabel', { index: index + 1, total: banners.length })}
            >
              <BannerLink link={banner.link} className={styles.slide}>
                <picture>
                  <source media={DESKTOP_MEDIA} srcSet={banner.imageUrl} />
                  <img
                    className={styles.image}
                    src={banner.imageApp}
                    alt={banner.title}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                  />
                </picture>
              </BannerLink>
            </div>
          ))}
        </div>
        {/* Swiper draws its bullets in here; positioned over the banner, it takes no room. */}
        {several ? <div ref={paginationEl} className="swiper-pagination" /> : null}
      </div>
      {several ? (
        <button
          type="button"
          className={styles.playPause}
          onClick={() => setChosenPlaying(!playing)}
          aria-label={playing ? t('pause') : t('play')}
        >
          {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        </button>
      ) : null}
    </section>
  );
}
