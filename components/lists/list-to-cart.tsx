'use client';

import type { NotAddedItem, Smartlist } from '@shop/product-api/contract/lists';
import { ResponseCode } from '@shop/product-api/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { cartQueryKey, cartQueryOptions } from '@/lib/cart/cart';
import { BffError } from '@/lib/queries/bff-error';
import styles from './lists.module.css';

/**
 * 'Add the list to the cart' (spec §2 smartlists, §4 smartlist to cart): disabled for an empty
 * list. With a cart, the list goes in and the shopper goes to /cart with a success message; what
 * was left out (custom items, products unavailable or no longer sold, lines the cart refused:
 * the API's `notAdded`) is listed first, never silently dropped. Without a cart, a confirmation
 * leads to /cart/create; 4004 (the cart closed meanwhile) goes to /cart. Offline it waits for the connection.
 */
export function ListToCart({ list, online }: { list: Smartlist; online: boolean }) {
  const t = useTranslations('lists.toCart');
  const common = useTranslations('common');
  const queryClient = useQueryClient();
  const router = useRouter();
  const { showToast } = useToast();
  const [askToOpen, setAskToOpen] = useState(false);
  const [leftOut, setLeftOut] = useState<NotAddedItem[] | null>(null);

  const toCart = useMutation({
    mutationFn: async () => (await import('@/lib/lists/lists-requests')).addListToCart(list.id),
    onSuccess: ({ cart, notAdded }) => {
      queryClient.setQueryData(cartQueryKey, cart);
      if (notAdded.length > 0) {
        setLeftOut(notAdded);
      } else {
        showToast(t('added'));
        router.push('/cart');
      }
    },
    onError: (error) => {
      if (error instanceof BffError && error.refused && error.code === ResponseCode.CART_NOT_FOUND) {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        router.push('/cart');
      } else {
        showToast(t('failed'));
      }
    },
  });

  const start = async () => {
    const cart = await queryClient.ensureQueryData(cartQueryOptions()).catch(() => undefined);
    if (cart === undefined) showToast(t('failed'));
    else if (cart === null) setAskToOpen(true);
    else toCart.mutate();
  };

  const goToCart = () => {
    setLeftOut(null);
    showToast(t('added'));
    router.push('/cart');
  };

  return (
    <>
      <button
        type="button"
        className={buttons.primary}
        disabled={list.items.length === 0 || toCart.isPending || !online}
        onClick={() => void start()}
      >
        <ShoppingCart aria-hidden="true" size={18} />
        {toCart.isPending ? t('adding') : t('add')}
      </button>
      <Dialog
        open={askToOpen}
        onClose={() => setAskToOpen(false)}
        title={t('noCartTitle')}
        closeLabel={t('cancel')}
      >
        <p>{t('noCartText')}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={buttons.secondary} onClick={() => setAskToOpen(false)}>
            {t('cancel')}
          </button>
          <button type="button" className={buttons.primary} onClick={() => router.push('/cart/create')}>
            {t('openCart')}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={leftOut !== null}
        onClose={goToCart}
        title={t('leftOutTitle')}
        closeLabel={common('close')}
      >
        <p>{t('leftOutText')}</p>
        <ul className={styles.leftOut}>
          {(leftOut ?? []).map((item) => (
            <li key={item.itemId}>
              <span className={styles.itemName}>{item.description}</span>
              <span className={styles.itemNote}>
                {item.reason === 'REFUSED' && item.message ? item.message : t(`reason.${item.reason}`)}
              </span>
            </li>
          ))}
        </ul>
        <div className={styles.dialogActions}>
          <button type="button" className={buttons.primary} onClick={goToCart}>
            {t('goToCart')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
