'use client';

import type { DaySlot } from '@shop/product-api/contract/slots';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import 'swiper/css';
import { useSwiperWhenIdle } from '@/components/catalogue/use-swiper-when-idle';
import buttons from '@/components/ui/button.module.css';
import { SHOP_TIME_ZONE } from '@/lib/checkout/slot-time';
import styles from './day-slider.module.css';
import { instantOfDay } from './slot-day';

type DaySliderProps = {
  days: readonly DaySlot[];
  /** The chosen day ('yyyy-MM-dd'), or null. */
  chosen: string | null;
  onChoose: (day: DaySlot) => void;
};

/** 'Thu', '26/11' and 'Thursday 26 November' of a day, in the shop's time zone and the shopper's language. */
function dayLabels(day: string, locale: string) {
  const date = new Date(instantOfDay(day));
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE }).format(date);
  const [, month, dayOfMonth] = day.split('-');
  return {
    weekday: part({ weekday: 'short' }),
    short: `${dayOfMonth ?? ''}/${month ?? ''}`,
    // Day before month in every language of the shop (spec §9), whatever the locale's own order.
    long: `${part({ weekday: 'long' })} ${Number(dayOfMonth)} ${part({ month: 'long' })}`,
  };
}

/**
 * Spec §2 step 1: the days of the look-ahead in a horizontal slider (7 shown, fewer on narrow
 * screens, day-slider-layout.ts). The days are a radio group: arrow keys move between the days
 * that have a free slot, and the slider follows the focus; a day without one is disabled. Swiper
 * adds dragging once the page is idle; the buttons page through for a mouse.
 */
export function DaySlider({ days, chosen, onChoose }: DaySliderProps) {
  const t = useTranslations('checkout.availability');
  const locale = useLocale();
  const sliderEl = useRef<HTMLDivElement>(null);
  const swiperRef = useSwiperWhenIdle(sliderEl, async (el) =>
    (await import('./day-swiper')).createDaySwiper(el),
  );

  // A focused day outside the visible window is slid into it (Swiper's container clips it).
  const showDay = (index: number) => {
    const swiper = swiperRef.current;
    if (!swiper) return;
    const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
    if (index < swiper.activeIndex) swiper.slideTo(index);
    else if (index >= swiper.activeIndex + perView) swiper.slideTo(index - perView + 1);
    // The browser may have scrolled the clipped container to the focus; Swiper moves by transform.
    if (sliderEl.current) sliderEl.current.scrollLeft = 0;
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('dayLegend')}</legend>
      <div className={styles.row}>
        <button
          type="button"
          className={`${buttons.icon} ${styles.page}`}
          aria-label={t('earlierDays')}
          onClick={() => swiperRef.current?.slidePrev()}
        >
          <ChevronLeft aria-hidden="true" size={20} />
        </button>
        <div ref={sliderEl} className={`swiper ${styles.slider}`}>
          <div className="swiper-wrapper">
            {days.map((day, index) => {
              const labels = dayLabels(day.day, locale);
              const id = `checkout-day-${day.day}`;
              return (
                <div key={day.day} className={`swiper-slide ${styles.slide}`}>
                  <input
                    type="radio"
                    id={id}
                    name="checkout-day"
                    value={day.day}
                    className={styles.radio}
                    checked={chosen === day.day}
                    disabled={!day.available}
                    onChange={() => onChoose(day)}
                    onFocus={() => showDay(index)}
                    aria-label={day.available ? labels.long : `${labels.long}, ${t('dayFull')}`}
                  />
                  <label htmlFor={id} className={styles.day} aria-hidden="true">
                    <span className={styles.weekday}>{labels.weekday}</span>
                    <span className={styles.date}>{labels.short}</span>
                    {day.available ? null : <span className={styles.full}>{t('dayFull')}</span>}
                  </label>
                </div>
              );
            })}
          </div>
        </div>
        <button
          type="button"
          className={`${buttons.icon} ${styles.page}`}
          aria-label={t('laterDays')}
          onClick={() => swiperRef.current?.slideNext()}
        >
          <ChevronRight aria-hidden="true" size={20} />
        </button>
      </div>
    </fieldset>
  );
}
