import { Swiper } from 'swiper';

/**
 * The live page carousel over the server-rendered pages (loaded on demand by
 * leaflet-carousel.tsx): swipe or drag between pages; the buttons and the arrow keys are the
 * component's own, so Swiper needs no navigation, keyboard or a11y module here. A swipe that
 * starts on a product button over a page turns the page too; Swiper marks a click that ends a
 * drag as prevented, and the button then opens nothing (leaflet-hotspots.tsx).
 */
export function createLeafletSwiper(el: HTMLElement, onPageChange: (index: number) => void): Swiper {
  return new Swiper(el, {
    slidesPerView: 1,
    spaceBetween: 16,
    on: { slideChange: (swiper) => onPageChange(swiper.activeIndex) },
  });
}
