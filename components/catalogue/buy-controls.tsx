'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { minimumOf } from '@shop/product-api/contract/quantity';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useStoreCartLine } from '@/components/cart/use-cart-changes';
import { loadLoginForm } from '@/components/layout/account-dialog-loaders';
import { useLoginDialog } from '@/components/layout/login-dialog-context';
import buttons from '@/components/ui/button.module.css';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useToast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { cartQueryOptions } from '@/lib/cart/cart';
import { amountInCart } from '@/lib/cart/cart-cache';
import { sessionQueryKey, sessionQueryOptions } from '@/lib/session/session';
import styles from './buy-controls.module.css';
import { useUnitLabel } from './unit-label';

type BuyControlsProps = {
  product: Product;
  /** id of the 'Out of stock' label, so the disabled button says why. */
  unavailableReasonId: string;
};

/**
 * Quantity stepper and buy button of a product card (spec §4 session). Signed in with a cart, the
 * chosen amount is added to the line (the API takes the line's absolute amount, so existing plus
 * chosen) and confirmed with a toast. Otherwise the product is remembered (spec §3 productToAdd):
 * signed out, the login popup opens; signed in without a cart, the shopper goes to open one
 * (spec §4 says /cart, which sends them on to /cart/create).
 */
export function BuyControls({ product, unavailableReasonId }: BuyControlsProps) {
  const t = useTranslations('product');
  const unitLabel = useUnitLabel();
  const cartTexts = useTranslations('cart');
  const { showToast } = useToast();
  const router = useRouter();
  const { openLoginPopup, rememberProduct } = useLoginDialog();
  const storeLine = useStoreCartLine();
  // Read when the shopper acts, not watched: a list renders two dozen of these controls, and
  // none of them needs to re-render when the header learns who is signed in.
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(() => minimumOf(product));

  const buy = async () => {
    const remember = () =>
      rememberProduct({ barcode: product.barcode, amount, purchaseUm: product.purchaseUm });
    const profile = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
    if (!profile) {
      remember();
      openLoginPopup();
      return;
    }
    // Usually already cached by the header, so the line changes within the click.
    const cart = await queryClient.ensureQueryData(cartQueryOptions()).catch(() => undefined);
    if (cart === undefined) {
      showToast(cartTexts('failed'));
    } else if (cart === null) {
      remember();
      router.push('/cart/create');
    } else {
      const total = Math.round((amountInCart(cart, product.barcode) + amount) * 100) / 100;
      storeLine.mutate({ cart, product, amount: total, added: amount });
    }
  };
  // A visitor about to buy is about to see the login form: start loading it now.
  const preloadLogin = () => {
    if (!queryClient.getQueryData(sessionQueryKey)) void loadLoginForm();
  };

  return (
    <div className={styles.controls}>
      <QuantityStepper
        product={product}
        amount={amount}
        onChange={setAmount}
        unitLabel={unitLabel(product.purchaseUm)}
        productName={product.description}
        disabled={!product.available}
      />
      <button
        type="button"
        className={`${buttons.primary} ${styles.buy}`}
        onClick={() => void buy()}
        onPointerEnter={preloadLogin}
        onPointerDown={preloadLogin}
        onFocus={preloadLogin}
        disabled={!product.available}
        aria-describedby={product.available ? undefined : unavailableReasonId}
      >
        <ShoppingCart aria-hidden="true" size={18} />
        {t('buy')}
        {/* The rest of the name for screen readers: the Italian label shows only 'Aggiungi', which
            fits a card on one line, and is read as 'Aggiungi al carrello: <product>'. */}
        <span className="visually-hidden">{t('buyProduct', { product: product.description })}</span>
      </button>
    </div>
  );
}
