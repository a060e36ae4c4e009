'use client';

import type { Category } from '@shop/product-api/contract/catalogue';
import { BadgePercent } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type MouseEvent, useRef } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { Link } from '@/i18n/navigation';
import { CategoryImage } from './category-image';
import styles from './category-slider.module.css';

/**
 * Spec §2 slide counts: 12 on wide screens, 10 below 1200 px, 4 below 992 px, 3 below 576 px.
 * Swiper's breakpoints are min-width, hence the table read from the bottom up.
 */
const BREAKPOINTS = {
  0: { slidesPerView: 3, spaceBetween: 8 },
  576: { slidesPerView: 4, spaceBetween: 12 },
  992: { slidesPerView: 10, spaceBetween: 12 },
  1200: { slidesPerView: 12, spaceBetween: 12 },
};

/** First card: offers (search with only promotions), then one card per main category. */
export function CategorySlider({ categories }: { categories: Category[] }) {
  const t = useTranslations('home');
  const swiperRef = useRef<SwiperInstance | null>(null);

  // Spec §2: a click that ends a drag must not open a category. Swiper already cancels such
  // clicks (preventClicks); this guard also covers clicks React sees before Swiper's handler.
  const ignoreClickAfterDrag = (event: MouseEvent) => {
    if (swiperRef.current && !swiperRef.current.allowClick) event.preventDefault();
  };

  return (
    <Swiper
      className={styles.slider}
      modules={[A11y]}
      onSwiper={(swiper) => {
        swiperRef.current = swiper;
      }}
      breakpoints={BREAKPOINTS}
      slidesPerView={3}
      preventClicks
      preventClicksPropagation
      watchOverflow
      a11y={{ slideRole: 'listitem', containerRole: 'list' }}
    >
      <SwiperSlide className={styles.slide}>
        <Link
          href={{ pathname: '/search', query: { onlyPromotions: 'true' } }}
          className={`${styles.card} ${styles.offers}`}
          onClick={ignoreClickAfterDrag}
          draggable={false}
        >
          <span className={styles.offersIcon}>
            <BadgePercent aria-hidden="true" size={32} />
          </span>
          <span className={styles.label}>{t('offers')}</span>
        </Link>
      </SwiperSlide>
      {categories.map((category) => (
        <SwiperSlide key={category.id} className={styles.slide}>
          <Link
            href={{ pathname: '/category', query: { id: String(category.id) } }}
            className={styles.card}
            onClick={ignoreClickAfterDrag}
            draggable={false}
          >
            <CategoryImage src={category.imageUrl} className={styles.image} />
            <span className={styles.label}>{category.description}</span>
          </Link>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
