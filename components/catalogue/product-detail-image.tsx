'use client';

import { ShoppingBasket } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import styles from './product-detail.module.css';

type ProductDetailImageProps = { src: string | null; alt: string };

/**
 * The product page's large photo, or the placeholder when there is none or it is broken (spec §2).
 * Unlike the cards' lazy images it loads at once with high priority: it is the page's largest
 * paint. The ref check catches an image that failed before hydration, when onError was not listening.
 */
export function ProductDetailImage({ src, alt }: ProductDetailImageProps) {
  const t = useTranslations('product');
  const [broken, setBroken] = useState(false);

  const checkAlreadyFailed = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setBroken(true);
  }, []);

  if (!src || broken) {
    return (
      <div className={styles.placeholder} role="img" aria-label={t('noImage')}>
        <ShoppingBasket aria-hidden="true" size={96} strokeWidth={1.25} />
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
      width={480}
      height={480}
      fetchPriority="high"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
