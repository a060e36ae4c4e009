'use client';

import type { Product } from '@shop/product-api/contract/catalogue';
import { minimumOf } from '@shop/product-api/contract/quantity';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { loadLoginForm } from '@/components/layout/account-dialog-loaders';
import { useLoginDialog } from '@/components/layout/login-dialog-context';
import buttons from '@/components/ui/button.module.css';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useToast } from '@/components/ui/toast';
import { sessionQueryKey, sessionQueryOptions } from '@/lib/queries/session';
import styles from './buy-controls.module.css';
import { useUnitLabel } from './unit-label';

type BuyControlsProps = {
  product: Product;
  /** id of the 'Out of stock' label, so the disabled button says why. */
  unavailableReasonId: string;
};

/**
 * Quantity stepper and buy button of a product card. There is no cart yet on this screen, so
 * buying remembers the product (spec §3 productToAdd): signed out, it opens the login popup;
 * signed in, it asks the shopper to open a cart first.
 */
export function BuyControls({ product, unavailableReasonId }: BuyControlsProps) {
  const t = useTranslations('product');
  const unitLabel = useUnitLabel();
  const { showToast } = useToast();
  const { openLoginPopup, rememberProduct } = useLoginDialog();
  // Read when the shopper acts, not watched: a list renders two dozen of these controls, and
  // none of them needs to re-render when the header learns who is signed in.
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(() => minimumOf(product));

  const buy = async () => {
    rememberProduct({ barcode: product.barcode, amount });
    const profile = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
    if (profile) showToast(t('openCartFirst'));
    else openLoginPopup();
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
        <span className="visually-hidden">{`: ${product.description}`}</span>
      </button>
    </div>
  );
}
