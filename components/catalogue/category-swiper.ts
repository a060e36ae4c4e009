import { Swiper } from 'swiper';
import { A11y } from 'swiper/modules';

/**
 * Spec §2 slide counts: 12 on wide screens, 10 below 1200 px, 4 below 992 px, 3 below 576 px.
 * Swiper's breakpoints are min-width, hence the table read from the bottom up. The static
 * layout in category-slider.module.css draws the same counts and gaps before Swiper arrives:
 * change both together.
 */
const BREAKPOINTS = {
  0: { slidesPerView: 3, spaceBetween: 8 },
  576: { slidesPerView: 4, spaceBetween: 12 },
  992: { slidesPerView: 10, spaceBetween: 12 },
  1200: { slidesPerView: 12, spaceBetween: 12 },
};

/** The live category slider over the server-rendered cards (loaded by category-slider.tsx). */
export function createCategorySwiper(el: HTMLElement): Swiper {
  return new Swiper(el, {
    modules: [A11y],
    breakpoints: BREAKPOINTS,
    slidesPerView: 3,
    preventClicks: true,
    preventClicksPropagation: true,
    watchOverflow: true,
    // The list role is on the wrapper (the slides' parent) in category-slider.tsx; a second one
    // on the container would hold a non-listitem child and break the list semantics.
    a11y: { slideRole: 'listitem' },
  });
}
