'use client';

import type { Category } from '@shop/product-api/contract/catalogue';
import { BadgePercent } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type MouseEvent, useRef } from 'react';
import 'swiper/css';
import { IntentLink } from '@/components/ui/intent-link';
import { CategoryImage } from './category-image';
import styles from './category-slider.module.css';
import { useSwiperWhenIdle } from './use-swiper-when-idle';

/**
 * First card: offers (search with only promotions), then one card per main category.
 *
 * The server renders the cards in Swiper's markup, laid out by CSS with the slide counts of
 * spec §2, so the row is complete before any JavaScript; Swiper (drag and swipe) takes over the
 * same elements once the page is idle, with no layout shift.
 */
export function CategorySlider({ categories }: { categories: Category[] }) {
  const t = useTranslations('home');
  const sliderEl = useRef<HTMLDivElement>(null);
  const swiperRef = useSwiperWhenIdle(sliderEl, async (el) => {
    const { createCategorySwiper } = await import('./category-swiper');
    return createCategorySwiper(el);
  });

  // Spec §2: a click that ends a drag must not open a category. Swiper already cancels such
  // clicks (preventClicks); this guard also covers clicks React sees before Swiper's handler.
  const ignoreClickAfterDrag = (event: MouseEvent) => {
    if (swiperRef.current && !swiperRef.current.allowClick) event.preventDefault();
  };

  return (
    <div ref={sliderEl} className={`swiper ${styles.slider}`}>
      {/* The list role sits on Swiper's wrapper, the direct parent of the slides (listitems). */}
      <div className="swiper-wrapper" role="list">
        <div className={`swiper-slide ${styles.slide}`} role="listitem">
          <IntentLink
            href={{ pathname: '/search', query: { onlyPromotions: 'true' } }}
            className={`${styles.card} ${styles.offers}`}
            onClick={ignoreClickAfterDrag}
            draggable={false}
          >
            <span className={styles.offersIcon}>
              <BadgePercent aria-hidden="true" size={32} />
            </span>
            <span className={styles.label}>{t('offers')}</span>
          </IntentLink>
        </div>
        {categories.map((category) => (
          <div key={category.id} className={`swiper-slide ${styles.slide}`} role="listitem">
            <IntentLink
              href={{ pathname: '/category', query: { id: String(category.id) } }}
              className={styles.card}
              onClick={ignoreClickAfterDrag}
              draggable={false}
            >
              <CategoryImage src={category.imageUrl} className={styles.image} />
              <span className={styles.label}>{category.description}</span>
            </IntentLink>
          </div>
        ))}
      </div>
    </div>
  );
}
