/**
 * Spec §2 day slider: 7 days, 4 under 1024 px, 3 under 768 px, 2 under 480 px. Swiper's
 * breakpoints are min-width, hence the table read from the bottom up. day-slider.module.css draws
 * the same counts and gaps before Swiper arrives: change both together.
 */
export const DAY_SLIDER_BREAKPOINTS = {
  0: { slidesPerView: 2, spaceBetween: 8 },
  480: { slidesPerView: 3, spaceBetween: 8 },
  768: { slidesPerView: 4, spaceBetween: 12 },
  1024: { slidesPerView: 7, spaceBetween: 12 },
} as const;

/** How many days the slider shows on a window `width` pixels wide. */
export function daysShownAt(width: number): number {
  // Integer keys come out in ascending order: the last one the width reaches wins.
  let shown = 0;
  for (const [from, layout] of Object.entries(DAY_SLIDER_BREAKPOINTS)) {
    if (width >= Number(from)) shown = layout.slidesPerView;
  }
  return shown;
}
