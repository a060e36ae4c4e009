import { Swiper } from 'swiper';
import { A11y } from 'swiper/modules';

/**
 * Spec §2 slide counts: 12 on wide screens, 10 below 1200 px, 4 below 992 px, 3 below 576 px,
 * each with a part of the next card showing (PEEK), so the row says there is more without a drag
 * (issue 14). Swiper's breakpoints are min-width, hence the table read from the bottom up. The
 * static layout in category-slider.module.css draws the same counts and gaps before Swiper
 * arrives: change both together.
 */
const PEEK = 0.4;
const BREAKPOINTS = {
  0: { slidesPerView: 3 + PEEK, spaceBetween: 8 },
  576: { slidesPerView: 4 + PEEK, spaceBetween: 12 },
  992: { slidesPerView: 10 + PEEK, spaceBetween: 12 },
  1200: { slidesPerView: 12 + PEEK, spaceBetween: 12 },
};

/** Whether the row shows its first and its last card: the previous and next buttons follow. */
export type SliderEdges = { atStart: boolean; atEnd: boolean };

/** The live category slider over the server-rendered cards (loaded by category-slider.tsx). */
export function createCategorySwiper(el: HTMLElement, onEdges: (edges: SliderEdges) => void): Swiper {
  const swiper = new Swiper(el, {
    modules: [A11y],
    breakpoints: BREAKPOINTS,
    slidesPerView: 3 + PEEK,
    preventClicks: true,
    preventClicksPropagation: true,
    watchOverflow: true,
    // The list role is on the wrapper (the slides' parent) in category-slider.tsx; a second one
    // on the container would hold a non-listitem child and break the list semantics.
    a11y: { slideRole: 'listitem' },
  });
  // A row that fits (locked by watchOverflow) is at both ends at once.
  const report = () => onEdges({ atStart: swiper.isBeginning, atEnd: swiper.isEnd });
  swiper.on('progress lock unlock breakpoint', report);
  report();
  return swiper;
}
