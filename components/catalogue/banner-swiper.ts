import { Swiper } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';

const AUTOPLAY_DELAY_MS = 6000;

type BannerSwiperOptions = {
  paginationEl: HTMLElement | null;
  /** Bullet label with Swiper's {{index}} placeholder, already translated. */
  bulletMessage: string;
  /** Slide label with Swiper's {{index}} and {{slidesLength}} placeholders, already translated. */
  slideLabelMessage: string;
};

/**
 * The live banner carousel over the server-rendered slides (loaded on demand by
 * banner-carousel.tsx). With one banner there is nothing to rotate or page through.
 */
export function createBannerSwiper(el: HTMLElement, options: BannerSwiperOptions): Swiper {
  const several = el.querySelectorAll('.swiper-slide').length > 1;
  return new Swiper(el, {
    modules: [A11y, Autoplay, Pagination],
    slidesPerView: 1,
    rewind: several,
    autoplay: several ? { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true } : false,
    pagination: several && options.paginationEl ? { el: options.paginationEl, clickable: true } : false,
    a11y: {
      paginationBulletMessage: options.bulletMessage,
      slideLabelMessage: options.slideLabelMessage,
    },
  });
}
