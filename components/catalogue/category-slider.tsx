'use client';

import type { Category } from '@shop/product-api/contract/catalogue';
import { BadgePercent, ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import type { Swiper } from 'swiper';
import 'swiper/css';
import buttons from '@/components/ui/button.module.css';
import { IntentLink } from '@/components/ui/intent-link';
import { CategoryImage } from './category-image';
import styles from './category-slider.module.css';
import type { SliderEdges } from './category-swiper';
import { useSwiperWhenIdle } from './use-swiper-when-idle';

type Direction = 1 | -1;

/** Moves the row by the cards it shows in full, so a click shows the ones that were hidden. */
function pageCategories(swiper: Swiper, direction: Direction) {
  const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
  const step = Math.max(1, Math.floor(perView));
  // Swiper stops at the last position that fills the row, however far past it this asks.
  swiper.slideTo(Math.max(0, swiper.snapIndex + direction * step));
}

/**
 * First card: offers (search with only promotions), then one card per main category.
 *
 * The server renders the cards in Swiper's markup, laid out by CSS with the slide counts of
 * spec §2, so the row is complete before any JavaScript; Swiper (drag and swipe) takes over the
 * same elements once the page is idle, with no layout shift. A part of the next card always shows;
 * with a mouse, from 768 px, previous and next buttons beside the heading page through the row
 * too (issue 14: at 1280 px some categories could only be reached by dragging).
 */
type CategorySliderProps = {
  categories: Category[];
  /** The section's heading: the previous and next buttons sit beside it, leaving the row its width. */
  heading: ReactNode;
};

export function CategorySlider({ categories, heading }: CategorySliderProps) {
  const t = useTranslations('home');
  const shelfEl = useRef<HTMLDivElement>(null);
  const sliderEl = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<SliderEdges>({ atStart: true, atEnd: false });
  // A button pressed in the moment before Swiper has arrived is carried out once it has.
  const pendingPage = useRef<Direction | null>(null);
  // Reaching for the buttons starts Swiper too, hence the whole shelf (buttons and slider) as the target.
  const swiperRef = useSwiperWhenIdle(shelfEl, async () => {
    const { createCategorySwiper } = await import('./category-swiper');
    if (!sliderEl.current) throw new Error('the category slider is not mounted');
    const swiper = createCategorySwiper(sliderEl.current, (next) =>
      setEdges((current) =>
        current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next,
      ),
    );
    if (pendingPage.current) pageCategories(swiper, pendingPage.current);
    pendingPage.current = null;
    return swiper;
  });
  const page = (direction: Direction) => {
    if (swiperRef.current) pageCategories(swiperRef.current, direction);
    else pendingPage.current = direction;
  };

  // Spec §2: a click that ends a drag must not open a category. Swiper already cancels such
  // clicks (preventClicks); this guard also covers clicks React sees before Swiper's handler.
  const ignoreClickAfterDrag = (event: MouseEvent) => {
    if (swiperRef.current && !swiperRef.current.allowClick) event.preventDefault();
  };

  const pageButton = (direction: Direction) => {
    const atEdge = direction === 1 ? edges.atEnd : edges.atStart;
    const Chevron = direction === 1 ? ChevronRight : ChevronLeft;
    return (
      <button
        type="button"
        className={`${buttons.icon} ${styles.page}`}
        aria-label={t(direction === 1 ? 'nextCategories' : 'previousCategories')}
        aria-disabled={atEdge}
        onClick={() => {
          if (!atEdge) page(direction);
        }}
      >
        <Chevron aria-hidden="true" size={24} />
      </button>
    );
  };

  return (
    <div ref={shelfEl} className={styles.shelf}>
      <div className={styles.head}>
        {heading}
        <div className={styles.pager}>
          {pageButton(-1)}
          {pageButton(1)}
        </div>
      </div>
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
    </div>
  );
}
