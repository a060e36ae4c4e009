import { Swiper } from 'swiper';
import { DAY_SLIDER_BREAKPOINTS } from './day-slider-layout';

/**
 * The live day slider over the days drawn by day-slider.tsx (loaded on demand, like the home
 * page's category slider). No A11y module: the days are a radio group in a fieldset, which says
 * all a screen reader needs; Swiper only adds dragging and sliding.
 */
export function createDaySwiper(el: HTMLElement): Swiper {
  return new Swiper(el, {
    breakpoints: DAY_SLIDER_BREAKPOINTS,
    slidesPerView: 2,
    spaceBetween: 8,
    watchOverflow: true,
    preventClicks: true,
    preventClicksPropagation: true,
  });
}
