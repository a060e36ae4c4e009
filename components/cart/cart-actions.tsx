'use client';

import type { Cart } from '@shop/product-api/contract/cart';
import {
  orderMinimumMissingCentsOf,
  orderMinimumShortfallOf,
} from '@shop/product-api/contract/order-minimum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useShopFeatures } from '@/components/layout/shop-features';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { Link, useRouter } from '@/i18n/navigation';
import { formatCents, formatMoney } from '@/lib/format';
import { BffError } from '@/lib/queries/bff-error';
import { cartQueryKey } from '@/lib/cart/cart';
import { isCartClosed } from '@/lib/cart/cart-signal';
import type { PriceCheck } from '@/lib/cart/cart-requests';
import styles from './cart-screen.module.css';
import { PriceChangeDialog } from './price-change-dialog';
import { useDeleteCart } from './use-cart-changes';

type Changes = Extract<PriceCheck, { outcome: 'changed' }>;

/**
 * The cart page's actions (spec §2, §4 checkout from cart): checkout, the update link when its
 * flag is on, delete with confirmation, continue shopping. Checkout first compares the cart with
 * the mode's minimum ('minimum not met' with the amount), then asks the API to check the prices:
 * 4105 lists what changed in a popup, 0 goes on to /checkout.
 */
export function CartActions({ cart }: { cart: Cart }) {
  const t = useTranslations('cartPage');
  const locale = useLocale();
  const common = useTranslations('cart');
  const features = useShopFeatures();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const reasonId = useId();
  const [belowMinimum, setBelowMinimum] = useState(false);
  const [changes, setChanges] = useState<Changes | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const deleteCart = useDeleteCart();

  const check = useMutation({
    mutationFn: async (cartId: number) => (await import('@/lib/cart/cart-requests')).checkCartPrices(cartId),
    onSuccess: (result) => {
      if (result.outcome === 'unchanged') {
        router.push('/checkout');
        return;
      }
      setChanges(result);
      // The cart's prices are today's now: read it again behind the popup.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey, exact: true });
    },
    onError: (error) => {
      if (isCartClosed(error)) return;
      showToast(error instanceof BffError && error.refused ? error.message : common('failed'));
    },
  });

  const empty = cart.items.length === 0;
  const checkout = () => {
    const below = orderMinimumShortfallOf(cart) === 'belowMinimum';
    setBelowMinimum(below);
    if (!below) check.mutate(cart.id);
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={buttons.primary}
        onClick={checkout}
        disabled={empty || check.isPending}
        aria-describedby={empty ? reasonId : undefined}
      >
        {check.isPending ? t('checking') : t('checkout')}
      </button>
      {empty ? (
        <p id={reasonId} className={styles.note}>
          {t('checkoutNeedsItems')}
        </p>
      ) : null}
      {belowMinimum ? (
        <p className={styles.alert} role="alert">
          {t('minimumNotMet', { amount: formatMoney(cart.minNetTotal, locale) })}
        </p>
      ) : null}
      {belowMinimum && orderMinimumMissingCentsOf(cart) > 0 ? (
        // Issue 30: how much is missing, from the rule that refuses the order.
        <p className={styles.note}>
          {t('minimumMissing', { amount: formatCents(orderMinimumMissingCentsOf(cart), locale) })}
        </p>
      ) : null}
      {features.cartUpdate ? (
        <Link href="/cart/update" className={buttons.secondary}>
          {t('update')}
        </Link>
      ) : null}
      <button type="button" className={buttons.secondary} onClick={() => setConfirmDelete(true)}>
        {t('deleteCart')}
      </button>
      <Link href="/" className={styles.continue}>
        {t('continueShopping')}
      </Link>

      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('deleteTitle')}
        closeLabel={t('close')}
      >
        <p>{t('deleteText')}</p>
        <div className={styles.dialogActions}>
          <button
            type="button"
            className={buttons.primary}
            disabled={deleteCart.isPending}
            onClick={() => deleteCart.mutate(cart, { onSettled: () => setConfirmDelete(false) })}
          >
            {deleteCart.isPending ? t('deleting') : t('deleteConfirm')}
          </button>
          <button type="button" className={buttons.secondary} onClick={() => setConfirmDelete(false)}>
            {t('cancel')}
          </button>
        </div>
      </Dialog>
      <PriceChangeDialog changes={changes} onClose={() => setChanges(null)} />
    </div>
  );
}
