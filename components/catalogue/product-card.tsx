'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatMoney, formatPricePerUnit } from '@/lib/format';
import { BuyControls } from './buy-controls';
import { OfferBadge } from './offer-badge';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';
import { useUnitLabel } from './unit-label';

/** Product card of spec §2: every state a product can be in on a list. */
export function ProductCard({ product }: { product: Product }) {
  const t = useTranslations('product');
  const unitLabel = useUnitLabel();
  const titleId = useId();
  const outOfStockId = useId();
  const discounted = product.price > product.netPrice;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <ProductImage src={product.imageUrl} alt={product.description} />
        <div className={styles.flags}>
          <OfferBadge promotions={product.promotions} />
          {product.available ? null : (
            <span id={outOfStockId} className={styles.outOfStock}>
              {t('outOfStock')}
            </span>
          )}
        </div>
      </div>

      <div className={styles.body}>
        {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
        <h3 id={titleId} className={styles.title}>
          {product.description}
        </h3>
        <p className={styles.prices}>
          {discounted ? (
            <s className={styles.oldPrice}>
              <span className="visually-hidden">{`${t('oldPrice')}: `}</span>
              {formatMoney(product.price)}
            </s>
          ) : null}
          <span className={discounted ? styles.netPriceOffer : styles.netPrice}>
            <span className="visually-hidden">{`${t('price')}: `}</span>
            {formatMoney(product.netPrice)}
          </span>
        </p>
        <p className={styles.perUnit}>
          <span className="visually-hidden">{`${t('pricePerUnit')}: `}</span>
          {formatPricePerUnit(product.pricePerUm, unitLabel(product.umPerUm))}
        </p>
      </div>

      <BuyControls product={product} unavailableReasonId={outOfStockId} />
    </article>
  );
}
