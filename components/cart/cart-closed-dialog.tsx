'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { cartQueryKey } from '@/lib/cart/cart';
import { CART_CLOSED_EVENT } from '@/lib/cart/cart-signal';
import styles from './cart-closed-dialog.module.css';

/**
 * Spec §8 code 4008: the Warning dialog, whichever cart call learnt that the cart was closed at
 * the end of the business day and its items moved into a shopping list (lib/cart/cart-signal.ts).
 * The cart is gone, so the cached one is dropped and the shopper sees the empty state.
 */
export function CartClosedDialog() {
  const t = useTranslations('cart');
  const common = useTranslations('common');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const closed = () => {
      queryClient.setQueryData(cartQueryKey, null);
      setOpen(true);
    };
    window.addEventListener(CART_CLOSED_EVENT, closed);
    return () => window.removeEventListener(CART_CLOSED_EVENT, closed);
  }, [queryClient]);

  const close = () => setOpen(false);
  return (
    <Dialog open={open} onClose={close} title={t('closedTitle')} closeLabel={common('close')}>
      <p>{t('closedText')}</p>
      <button type="button" className={`${buttons.primary} ${styles.ok}`} onClick={close}>
        {t('closedOk')}
      </button>
    </Dialog>
  );
}
