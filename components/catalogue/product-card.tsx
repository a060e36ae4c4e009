'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useShopFeatures } from '@/components/layout/shop-features';
import { AddToList } from '@/components/lists/add-to-list';
import { FavouriteButton } from '@/components/lists/favourite-button';
import { IntentLink } from '@/components/ui/intent-link';
import { formatMoney, formatPricePerUnit } from '@/lib/format';
import { AllergenWarning } from './allergen-warning';
import { BuyControls } from './buy-controls';
import { DepositNote } from './deposit-note';
import { OfferBadge } from './offer-badge';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';
import { useUnitLabel } from './unit-label';

/** Product card of spec §2: every state a product can be in on a list. */
/** How many cards of a list count as above the fold (two rows on phones, one on desktop). */
export const PRIORITY_CARDS = 4;

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const t = useTranslations('product');
  const locale = useLocale();
  const unitLabel = useUnitLabel();
  const titleId = useId();
  const outOfStockId = useId();
  const discounted = product.price > product.netPrice;
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
        <p className={styles.prices}>
          {discounted ? (
            <s className={styles.oldPrice}>
              <span className="visually-hidden">{`${t('oldPrice')}: `}</span>
              {formatMoney(product.price, locale)}
            </s>
          ) : null}
          <span className={discounted ? styles.netPriceOffer : styles.netPrice}>
            <span className="visually-hidden">{`${t('price')}: `}</span>
            {formatMoney(product.netPrice, locale)}
          </span>
        </p>
        <p className={styles.perUnit}>
          <span className="visually-hidden">{`${t('pricePerUnit')}: `}</span>
          {formatPricePerUnit(product.pricePerUm, unitLabel(product.umPerUm), locale)}
        </p>
        <DepositNote depositUnits={product.depositUnits} className={styles.perUnit} />
        <AllergenWarning product={product} className={styles.allergenWarning} />
      </div>

      <BuyControls product={product} unavailableReasonId={outOfStockId} />
      {smartlists ? <AddToList product={product} /> : null}
    </article>
  );
}
