'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney, formatPricePerUnit } from '@/lib/format';
import { DepositNote } from './deposit-note';
import styles from './product-prices.module.css';
import { useUnitLabel } from './unit-label';

/**
 * A product's prices as a card shows them (spec §2): the list price struck through on offer, the
 * price paid, the price per unit and the deposit note; one markup for the product card and the
 * leaflet's hotspot card.
 */
export function ProductPrices({ product }: { product: Product }) {
  const t = useTranslations('product');
  const locale = useLocale();
  const unitLabel = useUnitLabel();
  const discounted = product.price > product.netPrice;
  return (
    <>
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
    </>
  );
}
