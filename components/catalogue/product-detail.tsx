'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { isPieces, minimumOf, stepOf } from '@shop/product-api/contract/quantity';
import { useLocale, useTranslations } from 'next-intl';
import { useShopFeatures } from '@/components/layout/shop-features';
import { AddToList } from '@/components/lists/add-to-list';
import { FavouriteButton } from '@/components/lists/favourite-button';
import { formatKg, formatMoney, formatPricePerUnit } from '@/lib/format';
import { AllergenWarning } from './allergen-warning';
import { BuyControls } from './buy-controls';
import { isKnownTag } from './category-tag';
import { DepositNote } from './deposit-note';
import { OfferBadge } from './offer-badge';
import { useOfferText } from './offer-text';
import { ProductImage } from './product-image';
import styles from './product-detail.module.css';
import { useUnitLabel } from './unit-label';

/**
 * The product page (spec §2 /product/{barcode}): everything of spec §3 a shopper decides on:
 * photo, name, brand, price with the old one struck through, price per unit of measure, the
 * offer, availability, and the stepper of spec §5 (pieces, or kg from minWeight by umStep up to
 * maxAmount) with the same buy button as the product card.
 */
export function ProductDetail({ product }: { product: Product }) {
  const t = useTranslations('productPage');
  const locale = useLocale();
  const tProduct = useTranslations('product');
  // Tags are the data's ids ('local'); the shop names those it knows in the page's language.
  const tTags = useTranslations('categoryPage.tags');
  const unitLabel = useUnitLabel();
  const discounted = product.price > product.netPrice;
  const pieces = isPieces(product);
  const outOfStockId = `out-of-stock-${product.barcode}`;
  // A multi-buy ('2 for €1.50') keeps the list price: its words say what buying more saves.
  const offerText = useOfferText();
  const offer = offerText(product.promotions[0], product.purchaseUm);
  const { smartlists } = useShopFeatures();

  return (
    <article className={styles.product} aria-labelledby="product-title">
      <div className={styles.media}>
        {/* The page's largest paint: loaded at once, with high priority. */}
        <ProductImage src={product.imageUrl} alt={product.description} priority size={480} />
        {smartlists ? (
          <div className={styles.favourite}>
            <FavouriteButton barcode={product.barcode} productName={product.description} />
          </div>
        ) : null}
      </div>

      <div className={styles.info}>
        {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
        <h1 id="product-title" className={styles.title}>
          {product.description}
        </h1>

        <div className={styles.flags}>
          <OfferBadge promotions={product.promotions} purchaseUm={product.purchaseUm} />
          {product.available ? (
            <span className={styles.inStock}>{t('inStock')}</span>
          ) : (
            <span id={outOfStockId} className={styles.outOfStock}>
              {tProduct('outOfStock')}
            </span>
          )}
        </div>

        <p className={styles.prices}>
          {discounted ? (
            <s className={styles.oldPrice}>
              <span className="visually-hidden">{`${tProduct('oldPrice')}: `}</span>
              {formatMoney(product.price, locale)}
            </s>
          ) : null}
          <span className={discounted ? styles.netPriceOffer : styles.netPrice} data-testid="product-price">
            <span className="visually-hidden">{`${tProduct('price')}: `}</span>
            {formatMoney(product.netPrice, locale)}
          </span>
          {pieces ? null : <span className={styles.perWhat}>{` / ${unitLabel(product.purchaseUm)}`}</span>}
        </p>
        <p className={styles.perUnit}>
          {`${tProduct('pricePerUnit')}: `}
          {formatPricePerUnit(product.pricePerUm, unitLabel(product.umPerUm), locale)}
        </p>
        <DepositNote depositUnits={product.depositUnits} className={styles.perUnit} />
        {offer ? <p className={styles.offerNote}>{t('offerDetail', { text: offer })}</p> : null}
        <AllergenWarning product={product} />

        <div className={styles.buy}>
          <BuyControls product={product} unavailableReasonId={outOfStockId} />
          {smartlists ? <AddToList product={product} /> : null}
          <p className={styles.rule}>{quantityRule(product, t, locale)}</p>
        </div>

        <section aria-labelledby="product-details" className={styles.details}>
          <h2 id="product-details" className={styles.detailsHeading}>
            {t('detailsHeading')}
          </h2>
          <dl>
            {product.brand ? (
              <div>
                <dt>{t('brand')}</dt>
                <dd>{product.brand}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('soldBy')}</dt>
              <dd>{pieces ? t('soldByPiece') : t('soldByWeight')}</dd>
            </div>
            <div>
              <dt>{t('availability')}</dt>
              <dd>{product.available ? t('inStock') : tProduct('outOfStock')}</dd>
            </div>
            <div>
              <dt>{t('barcode')}</dt>
              <dd>{product.barcode}</dd>
            </div>
            {product.tags.length > 0 ? (
              <div>
                <dt>{t('tags')}</dt>
                <dd>
                  <ul className={styles.tags}>
                    {product.tags.map((tag) => (
                      <li key={tag}>{isKnownTag(tag) ? tTags(tag) : tag}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>
    </article>
  );
}

type Translate = ReturnType<typeof useTranslations<'productPage'>>;

/** Spec §5 in words: weighed goods from minWeight by umStep up to maxAmount; pieces up to maxAmount. */
function quantityRule(product: Product, t: Translate, locale: string): string | null {
  if (isPieces(product)) {
    return product.maxAmount === null ? null : t('pieceRule', { max: product.maxAmount });
  }
  const min = formatKg(minimumOf(product), locale);
  const step = formatKg(stepOf(product), locale);
  return product.maxAmount === null
    ? t('weightRuleNoMax', { min, step })
    : t('weightRule', { min, step, max: formatKg(product.maxAmount, locale) });
}
