'use client';

import type { OrderDetail } from '@shop/product-api/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditCard, RotateCcw, XCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PriceChangeDialog } from '@/components/cart/price-change-dialog';
import { usePayOrder } from '@/components/checkout/use-pay-order';
import { useShopFeatures } from '@/components/layout/shop-features';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import { useToast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { cartQueryKey } from '@/lib/cart/cart';
import type { CopiedOrder } from '@/lib/orders/orders-requests';
import { ordersQueryKey, orderDetailQueryOptions } from '@/lib/orders/orders';
import { BffError } from '@/lib/queries/bff-error';
import { CopyToListButton } from './copy-to-list-button';
import styles from './orders.module.css';

const refusalOf = (error: unknown): string | null =>
  error instanceof BffError && error.refused ? error.message : null;

/**
 * What the customer may do with the order now (spec §2 Orders actions), as the API's state
 * machine says in `actions`: abort after a confirmation (spec §8: 'Order successfully aborted',
 * or the server's message and 'Something went wrong'), pay through the checkout's payment flow,
 * and order again as a cart (spec §4 copy order; 4105 shows the checkout's changes popup, then
 * the cart); with the smartlist flag on, copy it into a new shopping list (issue 32).
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const t = useTranslations('orders.actions');
  const queryClient = useQueryClient();
  const router = useRouter();
  const { showToast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [changes, setChanges] = useState<Extract<CopiedOrder, { outcome: 'changed' }> | null>(null);
  const pay = usePayOrder(t('payFailed'));
  const { smartlists } = useShopFeatures();

  const abort = useMutation({
    mutationFn: async () => (await import('@/lib/orders/orders-requests')).abortOrder(order),
    onMutate: () => setConfirming(false),
    onSuccess: (aborted) => {
      queryClient.setQueryData(orderDetailQueryOptions(order.id).queryKey, aborted);
      void queryClient.invalidateQueries({ queryKey: [...ordersQueryKey, 'page'] });
      // The slot's place is given back: the checkout's days and times are read again.
      queryClient.removeQueries({ queryKey: ['availability'] });
      showToast(t('aborted'));
    },
    onError: () => {
      showToast(t('abortFailed'));
      void queryClient.invalidateQueries({ queryKey: orderDetailQueryOptions(order.id).queryKey });
    },
  });

  const reorder = useMutation({
    mutationFn: async () => (await import('@/lib/orders/orders-requests')).copyOrder(order.id),
    onSuccess: (copied) => {
      queryClient.setQueryData(cartQueryKey, copied.cart);
      void queryClient.invalidateQueries({ queryKey: ['open-carts'] });
      if (copied.outcome === 'changed') setChanges(copied);
      else router.push('/cart');
    },
  });

  const { actions } = order;
  if (!actions.abort && !actions.pay && !actions.reorder && !smartlists) return null;
  const abortFailure = abort.isError ? (refusalOf(abort.error) ?? t('abortFailed')) : null;
  const reorderFailure = reorder.isError ? (refusalOf(reorder.error) ?? t('reorderFailed')) : null;

  return (
    <section className={styles.section} aria-labelledby="order-actions">
      <h3 id="order-actions" className={styles.sectionTitle}>
        {t('heading')}
      </h3>
      <FailureAlert message={abortFailure ?? pay.failure ?? reorderFailure} />
      <div className={styles.actions}>
        {actions.pay ? (
          <button
            type="button"
            className={buttons.primary}
            disabled={pay.isPaying}
            onClick={() => pay.pay(order)}
          >
            <CreditCard aria-hidden="true" size={18} />
            {pay.isPaying ? t('paying') : t('pay')}
          </button>
        ) : null}
        {actions.reorder ? (
          <button
            type="button"
            className={actions.pay ? buttons.secondary : buttons.primary}
            disabled={reorder.isPending}
            onClick={() => reorder.mutate()}
          >
            <RotateCcw aria-hidden="true" size={18} />
            {reorder.isPending ? t('reordering') : t('reorder')}
          </button>
        ) : null}
        {smartlists ? <CopyToListButton orderId={order.id} /> : null}
        {actions.abort ? (
          <button
            type="button"
            className={`${buttons.secondary} ${styles.danger}`}
            disabled={abort.isPending}
            onClick={() => setConfirming(true)}
          >
            <XCircle aria-hidden="true" size={18} />
            {abort.isPending ? t('aborting') : t('abort')}
          </button>
        ) : null}
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('abortTitle', { code: order.code })}
        closeLabel={t('abortKeep')}
      >
        <p>{t('abortText')}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={buttons.secondary} onClick={() => setConfirming(false)}>
            {t('abortKeep')}
          </button>
          <button
            type="button"
            className={`${buttons.primary} ${styles.dangerSolid}`}
            onClick={() => abort.mutate()}
          >
            {t('abortConfirm')}
          </button>
        </div>
      </Dialog>
      <PriceChangeDialog
        changes={changes}
        onClose={() => {
          setChanges(null);
          router.push('/cart');
        }}
      />
    </section>
  );
}
