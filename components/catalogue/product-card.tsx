'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useShopFeatures } from '@/components/layout/shop-features';
import { AddToList } from '@/components/lists/add-to-list';
import { FavouriteButton } from '@/components/lists/favourite-button';
import { IntentLink } from '@/components/ui/intent-link';
import { AllergenWarning } from './allergen-warning';
import { BuyControls } from './buy-controls';
import { OfferBadge } from './offer-badge';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';
import { ProductPrices } from './product-prices';

/** Product card of spec §2: every state a product can be in on a list. */
/** How many cards of a list count as above the fold (two rows on phones, one on desktop). */
export const PRIORITY_CARDS = 4;

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const t = useTranslations('product');
  const titleId = useId();
  const outOfStockId = useId();
  const productHref = `/product/${encodeURIComponent(product.barcode)}`;
  // The heart and the list button follow the smartlist flag, as the lists load (spec §4 start-up).
  const { smartlists } = useShopFeatures();

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {/* The title below is the keyboard's link; the photo is a second, mouse-and-touch target
            to the same page, so it stays out of the tab order (one tab stop per card). */}
        <IntentLink href={productHref} tabIndex={-1} className={styles.imageLink}>
          <ProductImage src={product.imageUrl} alt={product.description} priority={priority} />
        </IntentLink>
        <div className={styles.flags}>
          <OfferBadge promotions={product.promotions} purchaseUm={product.purchaseUm} />
          {product.available ? null : (
            <span id={outOfStockId} className={styles.outOfStock}>
              {t('outOfStock')}
            </span>
          )}
        </div>
        {smartlists ? (
          <div className={styles.favourite}>
            <FavouriteButton barcode={product.barcode} productName={product.description} />
          </div>
        ) : null}
      </div>

      <div className={styles.body}>
        {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
        <h3 id={titleId} className={styles.title}>
          <IntentLink href={productHref} className={styles.titleLink}>
            {product.description}
          </IntentLink>
        </h3>
        <ProductPrices product={product} />
        <AllergenWarning product={product} className={styles.allergenWarning} />
      </div>

      <BuyControls product={product} unavailableReasonId={outOfStockId} />
      {smartlists ? <AddToList product={product} /> : null}
    </article>
  );
}
