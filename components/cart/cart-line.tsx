'use client';

import { CART_LINE_MAX_AMOUNT, type Cart, type CartItem } from '@shop/product-api/contract/cart';
import { Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { AllergenWarning } from '@/components/catalogue/allergen-warning';
import { useOfferText } from '@/components/catalogue/offer-text';
import { ProductImage } from '@/components/catalogue/product-image';
import { useUnitLabel } from '@/components/catalogue/unit-label';
import buttons from '@/components/ui/button.module.css';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { formatCartWeight, formatMoney } from '@/lib/format';
import styles from './cart-screen.module.css';
import { LinePreferences } from './line-preferences';
import { useRemoveCartLine, useStoreCartLine } from './use-cart-changes';

type CartLineProps = { cart: Cart; item: CartItem };

/**
 * A row of the cart page (spec §2): image, name with the related product (the water-pack
 * surcharge), the offer's words, the price, the stepper (spec §5 cart rules from the shared
 * contract: pieces by 1 from 1, weighed goods by their step), the row total, remove, the
 * approximate weight (spec §9, rounded by the API), and the line's choices for the picker.
 */
export function CartLine({ cart, item }: CartLineProps) {
  const t = useTranslations('cartPage');
  const locale = useLocale();
  const unitLabel = useUnitLabel();
  const offerText = useOfferText();
  const storeLine = useStoreCartLine();
  const removeLine = useRemoveCartLine();
  const unavailable = item.status === 'danger';
  const related = item.cartItemRelatedProduct;
  // The API words the offer and the surcharge in English: the line words them in the shopper's
  // language as the product card does (issue 30 item 8), the API's words only for an offer the
  // shop does not word itself.
  const promoNote = item.promoNote
    ? (offerText(item.promotions[0], item.purchaseUm) ?? item.promoNote)
    : null;
  // A product without its own maximum stops where the API does (3 characters of input).
  const stepperProduct = { ...item, maxAmount: item.maxAmount ?? CART_LINE_MAX_AMOUNT };

  return (
    <li className={styles.line}>
      <div className={styles.lineImage}>
        <ProductImage src={item.imageUrl} alt={item.description} size={96} />
      </div>
      <div className={styles.lineInfo}>
        <h3 className={styles.lineName}>{item.description}</h3>
        {related ? (
          <p className={styles.lineRelated}>
            {t('related', {
              description: t('waterPackSurcharge'),
              amount: related.amount,
              price: formatMoney(related.price, locale),
            })}
          </p>
        ) : null}
        {promoNote ? <p className={styles.promo}>{promoNote}</p> : null}
        {unavailable ? <p className={styles.unavailable}>{t('unavailable')}</p> : null}
        <AllergenWarning product={item} className={styles.lineAllergens} />
        <p className={styles.linePrice}>
          {item.price > item.netPrice ? (
            <s className={styles.oldPrice}>
              <span className="visually-hidden">{t('oldPrice')} </span>
              {formatMoney(item.price, locale)}
            </s>
          ) : null}{' '}
          {t('unitPrice', { price: formatMoney(item.netPrice, locale), unit: unitLabel(item.purchaseUm) })}
        </p>
        {item.weight !== null ? (
          <p className={styles.weight}>
            {t('approxWeight', { weight: formatCartWeight(item.weight, locale) })}
          </p>
        ) : null}
      </div>
      <div className={styles.lineStepper}>
        <QuantityStepper
          product={stepperProduct}
          amount={item.amount}
          onChange={(amount) => storeLine.mutate({ cart, product: item, amount })}
          unitLabel={unitLabel(item.purchaseUm)}
          productName={item.description}
          disabled={unavailable}
        />
      </div>
      <p className={styles.lineTotal}>
        <span className="visually-hidden">{t('rowTotal')} </span>
        {formatMoney(item.rowNetPriceWithCartItemRelated, locale)}
      </p>
      <button
        type="button"
        className={`${buttons.icon} ${styles.remove}`}
        onClick={() => removeLine.mutate({ cart, item })}
        aria-label={t('remove', { product: item.description })}
      >
        <Trash2 aria-hidden="true" size={20} />
      </button>
      <div className={styles.linePreferences}>
        <LinePreferences cart={cart} item={item} />
      </div>
    </li>
  );
}
