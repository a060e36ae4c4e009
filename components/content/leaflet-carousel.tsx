'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import type { LeafletHotspot } from '@shop/product-api/contract/content';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { Swiper } from 'swiper';
import 'swiper/css';
import buttons from '@/components/ui/button.module.css';
import styles from './leaflet-carousel.module.css';
import { LeafletHotspots } from './leaflet-hotspots';

// The card, with the buy controls, is needed only once a product is tapped: kept out of the first load.
const LeafletHotspotCard = dynamic(() => import('./leaflet-hotspot-card').then((m) => m.LeafletHotspotCard), {
  ssr: false,
});

type LeafletCarouselProps = { title: string; images: string[]; hotspots?: LeafletHotspot[] };

/** How long the upgrade waits for the browser to be idle before it goes ahead anyway. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * The pages of a picture leaflet (spec §2), one at a time with previous and next buttons, the
 * arrow keys (while focus is inside) and swiping. The server renders the first page in its final
 * place; Swiper (kept out of the first load) takes over the same markup once the page is idle,
 * or at once when a button or key is used before that. The products drawn on a page are buttons
 * over it (leaflet-hotspots.tsx) that open the product's card with its buy controls.
 */
export function LeafletCarousel({ title, images, hotspots = [] }: LeafletCarouselProps) {
  const t = useTranslations('leaflets');
  const swiperEl = useRef<HTMLDivElement>(null);
  const swiper = useRef<Promise<Swiper> | null>(null);
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Product | null>(null);
  const total = images.length;

  // Swiper is created once, when the page is idle or the shopper reaches for a control first.
  const liveSwiper = useCallback((): Promise<Swiper> | null => {
    const el = swiperEl.current;
    if (!el) return null;
    swiper.current ??= import('./leaflet-swiper').then(({ createLeafletSwiper }) =>
      createLeafletSwiper(el, setIndex),
    );
    return swiper.current;
  }, []);

  useEffect(() => {
    const start = () =>
      liveSwiper()?.catch((error: unknown) => console.error('leaflet pages stay static:', error));
    const idle = typeof window.requestIdleCallback === 'function';
    const id = idle
      ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(start, 200);
    return () => {
      if (idle) window.cancelIdleCallback(id);
      else window.clearTimeout(id);
      void swiper.current?.then((live) => live.destroy(true, true));
      swiper.current = null;
    };
  }, [liveSwiper]);

  const go = (to: number) => {
    const target = Math.max(0, Math.min(total - 1, to));
    // A failed import was reported once by the idle start; the static first page stays.
    void liveSwiper()?.then(
      (live) => live.slideTo(target),
      () => undefined,
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Inside the open card the arrow keys belong to its controls, not to the pages behind it.
    if (chosen) return;
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('pagesLabel', { title })}
      onKeyDown={onKeyDown}
    >
      <div ref={swiperEl} className={`swiper ${styles.viewport}`}>
        <div className="swiper-wrapper">
          {images.map((src, i) => (
            <div
              key={src}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('pageOf', { page: i + 1, total })}
              aria-hidden={i === index ? undefined : true}
            >
              {/* Leaflet art is SVG served by the product API; next/image would not resize it. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                className={styles.page}
                src={src}
                alt={t('pageAlt', { title, page: i + 1, total })}
                width={600}
                height={800}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
              {hotspots.some((h) => h.page === i) ? (
                <LeafletHotspots
                  hotspots={hotspots.filter((h) => h.page === i)}
                  hidden={i !== index}
                  onChoose={setChosen}
                />
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={`${buttons.secondary} ${styles.previous}`}
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t('previousPage')}
          >
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
          <p className={styles.indicator} aria-live="polite">
            {t('pageOf', { page: index + 1, total })}
          </p>
          <button
            type="button"
            className={`${buttons.secondary} ${styles.next}`}
            onClick={() => go(index + 1)}
            disabled={index === total - 1}
            aria-label={t('nextPage')}
          >
            <ChevronRight aria-hidden="true" size={22} />
          </button>
        </div>
      ) : null}
      {hotspots.length > 0 ? <p className={styles.hint}>{t('hotspotsHint')}</p> : null}
      <LeafletHotspotCard product={chosen} onClose={() => setChosen(null)} />
    </section>
  );
}
