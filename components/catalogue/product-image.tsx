'use client';

import { ShoppingBasket } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { preload } from 'react-dom';
import styles from './product-image.module.css';

type ProductImageProps = {
  src: string | null;
  alt: string;
  /** Above the fold (the first cards of a list, a product page): load at once, first. */
  priority?: boolean;
  /** Intrinsic size in CSS pixels (the box itself is sized by the stylesheet): 240 on cards. */
  size?: number;
};

/**
 * Product photo, or a placeholder when the product has none or the file is broken (spec §2).
 * The ref check catches an image that failed before hydration, when onError was not listening.
 */
export function ProductImage({ src, alt, priority = false, size = 240 }: ProductImageProps) {
  const t = useTranslations('product');
  const [broken, setBroken] = useState(false);
  // A priority photo is often the page's largest paint: announce it in the <head> (server render)
  // so it downloads alongside the stylesheets rather than after the HTML body is parsed.
  if (priority && src) preload(src, { as: 'image', fetchPriority: 'high' });

  const checkAlreadyFailed = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setBroken(true);
  }, []);

  if (!src || broken) {
    return (
      <div className={styles.placeholder} role="img" aria-label={t('noImage')}>
        <ShoppingBasket aria-hidden="true" size={size / 5} strokeWidth={1.5} />
      </div>
    );
  }

  return (
    // Product images are small SVGs served by the product API; next/image would not resize them.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      ref={checkAlreadyFailed}
      className={styles.image}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
