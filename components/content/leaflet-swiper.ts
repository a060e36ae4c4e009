import { Swiper } from 'swiper';

/**
 * The live page carousel over the server-rendered pages (loaded on demand by
 * leaflet-carousel.tsx): swipe or drag between pages; the buttons and the arrow keys are the
 * component's own, so Swiper needs no navigation, keyboard or a11y module here. The product
 * buttons over a page are left out of Swiper's focusable elements, so a swipe that starts on a
 * product turns the page as anywhere else (Swiper then marks the ending click as prevented).
 */
export function createLeafletSwiper(el: HTMLElement, onPageChange: (index: number) => void): Swiper {
  return new Swiper(el, {
    slidesPerView: 1,
    spaceBetween: 16,
    focusableElements: 'input, select, option, textarea, video, label',
    on: { slideChange: (swiper) => onPageChange(swiper.activeIndex) },
  });
}
