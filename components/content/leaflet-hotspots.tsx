'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import type { LeafletHotspot } from '@shop/product-api/contract/content';
import { ShoppingCart } from 'lucide-react';
import type { MouseEvent } from 'react';
import styles from './leaflet-hotspots.module.css';

type LeafletHotspotsProps = {
  hotspots: LeafletHotspot[];
  /** The page is not the one in view: its buttons leave the tab order (the slide is aria-hidden). */
  hidden: boolean;
  onChoose: (product: Product) => void;
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/**
 * The products drawn on one leaflet page as buttons over the picture (issue 33 item 5), each at
 * its rectangle in fractions of the page, so they scale with the picture at any width. A button
 * is named by its product and opens the product's card.
 */
export function LeafletHotspots({ hotspots, hidden, onChoose }: LeafletHotspotsProps) {
  // Swiper marks the click that ends a drag as prevented (its capture listener): a swipe that
  // starts on a product turns the page and opens nothing.
  const choose = (event: MouseEvent, product: Product) => {
    if (!event.defaultPrevented) onChoose(product);
  };
  return (
    <ul className={styles.layer}>
      {hotspots.map((spot) => (
        <li
          key={`${spot.product.barcode}-${spot.x}-${spot.y}`}
          className={styles.spot}
          style={{
            left: percent(spot.x),
            top: percent(spot.y),
            width: percent(spot.w),
            height: percent(spot.h),
          }}
        >
          <button
            type="button"
            className={styles.button}
            aria-haspopup="dialog"
            tabIndex={hidden ? -1 : undefined}
            onClick={(event) => choose(event, spot.product)}
          >
            <span className="visually-hidden">{spot.product.description}</span>
            <span className={styles.mark} aria-hidden="true">
              <ShoppingCart size={16} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
