import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import type { Swiper } from 'swiper';

/** How long the upgrade waits for the browser to be idle before it goes ahead anyway. */
const IDLE_TIMEOUT_MS = 1500;
/** A shopper reaching for the slider gets it straight away. */
const INTERACTIONS = ['pointerenter', 'pointerdown', 'focusin'] as const;

/**
 * Turns server-rendered slider markup (swiper's class names, laid out by CSS) into a live Swiper
 * once the page is idle or the shopper reaches for it. `create` imports Swiper itself, so the
 * library stays out of the page's first load; the markup already has Swiper's final layout, so
 * nothing moves when it takes over. If the import fails, the static slider stays.
 */
export function useSwiperWhenIdle<E extends HTMLElement>(
  ref: RefObject<E | null>,
  create: (el: E) => Promise<Swiper>,
): RefObject<Swiper | null> {
  const swiperRef = useRef<Swiper | null>(null);
  const createSwiper = useEffectEvent(create);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let started = false;
    let cancelIdle = () => {};

    const start = () => {
      if (started) return;
      started = true;
      cancelIdle();
      INTERACTIONS.forEach((type) => el.removeEventListener(type, start));
      createSwiper(el).then(
        (swiper) => {
          if (cancelled) swiper.destroy(true, true);
          else swiperRef.current = swiper;
        },
        (error: unknown) => console.error('slider stays static:', error),
      );
    };

    INTERACTIONS.forEach((type) => el.addEventListener(type, start, { passive: true }));
    // Safari has no requestIdleCallback: a short timeout after hydration does the same job there.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(start, 200);
      cancelIdle = () => window.clearTimeout(id);
    }

    return () => {
      cancelled = true;
      cancelIdle();
      INTERACTIONS.forEach((type) => el.removeEventListener(type, start));
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [ref]);

  return swiperRef;
}
