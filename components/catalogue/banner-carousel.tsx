'use client';

import type { Banner } from '@shop/product-api/contract/content';
import { Pause, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import styles from './banner-carousel.module.css';
import { BannerLink } from './banner-link';

const AUTOPLAY_DELAY_MS = 6000;
/** Spec §9: the desktop layout starts at 768 px; below it the banner's mobile image is used. */
const DESKTOP_MEDIA = '(min-width: 768px)';

/**
 * Home page banners (spec §2). A carousel must be pausable and usable by keyboard (DESIGN), and
 * it does not move on its own for visitors who asked for reduced motion.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useTranslations('home');
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);

  if (banners.length === 0) return null;
  const several = banners.length > 1;

  const onSwiper = (swiper: SwiperInstance) => {
    swiperRef.current = swiper;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      swiper.autoplay?.stop();
      setPlaying(false);
    }
  };

  // Arrow keys move the banners only while focus is inside them; Swiper's own keyboard module
  // listens on the whole page and would move every slider on screen at once.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') swiperRef.current?.slideNext();
    else if (event.key === 'ArrowLeft') swiperRef.current?.slidePrev();
  };

  const togglePlaying = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('bannersLabel')}
      onKeyDown={onKeyDown}
    >
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        onSwiper={onSwiper}
        slidesPerView={1}
        rewind={several}
        autoplay={several ? { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true } : false}
        pagination={several ? { clickable: true } : false}
        a11y={{
          // Swiper fills in {{index}} itself; next-intl only provides the words around it.
          paginationBulletMessage: t('goToSlide', { index: '{{index}}' }),
          slideLabelMessage: t('slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
        }}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id}>
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
          </SwiperSlide>
        ))}
      </Swiper>
      {several ? (
        <button
          type="button"
          className={styles.playPause}
          onClick={togglePlaying}
          aria-label={playing ? t('pause') : t('play')}
        >
          {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
        </button>
      ) : null}
    </section>
  );
}
