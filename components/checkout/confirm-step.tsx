'use client';

import type { Order } from '@shop/product-api/contract/checkout';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, CreditCard, House, ReceiptText } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format';
import { cartQueryKey } from '@/lib/cart/cart';
import { orderQueryOptions } from '@/lib/checkout/checkout';
import { formatSlotDay, formatSlotTime } from '@/lib/checkout/slot-time';
import { orderHref } from '@/lib/orders/orders-address';
import { useAddressQuery } from '@/lib/use-address-query';
import checkout from './checkout.module.css';
import styles from './confirm-step.module.css';
import { type PaymentReturn, paymentReturnOf } from './payment-return';
import { usePayOrder } from './use-pay-order';

/** After 'paid' the provider's callback may land a moment later: the order is read again meanwhile. */
const CONFIRMING_POLL_MS = 2000;

/**
 * Spec §2 step 3 (/checkout/confirm?orderId=…): the order's code, day, time window and total,
 * and the way home. An order still PAYMENT_PENDING (declined, cancelled, or not yet confirmed by
 * the provider) shows the pending message and 'Pay now'. Spec §4: the cart is cleared, then read
 * again (another open cart may now be the current one), and availability refreshed.
 */
export function ConfirmStep({ orderId }: { orderId: number }) {
  const t = useTranslations('checkout.confirm');
  const payment = paymentReturnOf(useAddressQuery());
  const queryClient = useQueryClient();
  const order = useQuery({
    ...orderQueryOptions(orderId),
    refetchInterval: (query) =>
      payment === 'paid' && query.state.data?.status === 'PAYMENT_PENDING' ? CONFIRMING_POLL_MS : false,
  });

  useEffect(() => {
    queryClient.setQueryData(cartQueryKey, null);
    void queryClient.invalidateQueries({ queryKey: cartQueryKey, exact: true });
    queryClient.removeQueries({ queryKey: ['availability'] });
  }, [queryClient]);

  if (order.isPending) return <p className={checkout.loading}>{t('loading')}</p>;
  if (order.isError) {
    return (
      <div className={checkout.stack}>
        <FailureAlert message={t('loadFailed')} announce={false} />
        <BackHome />
      </div>
    );
  }
  return <OrderConfirmation order={order.data} payment={payment} />;
}

function OrderConfirmation({ order, payment }: { order: Order; payment: PaymentReturn | null }) {
  const t = useTranslations('checkout.confirm');
  const locale = useLocale();
  const pay = usePayOrder(t('payFailed'));
  const pending = order.status === 'PAYMENT_PENDING';
  const { validFrom, validTo } = order.timeSlot;

  return (
    <div className={checkout.stack}>
      {pending ? (
        <div className={styles.pending} role="status">
          <Clock aria-hidden="true" size={24} />
          <div>
            <p className={styles.title}>{t(pendingTitleOf(payment))}</p>
            <p>
              {order.payBy
                ? t('pendingText', { time: formatSlotTime(order.payBy, locale) })
                : t('pendingTextNoTime')}
            </p>
          </div>
        </div>
      ) : order.status === 'ABORTED' ? (
        <p className={styles.aborted}>{t('aborted')}</p>
      ) : (
        <div className={styles.done} role="status">
          <CircleCheck aria-hidden="true" size={24} />
          <p className={styles.title}>{payment === 'paid' ? t('paid') : t('sent')}</p>
        </div>
      )}
      <dl className={styles.details}>
        <div>
          <dt>{t('orderCode')}</dt>
          <dd>{order.code}</dd>
        </div>
        <div>
          <dt>{t('day')}</dt>
          <dd>{formatSlotDay(validFrom, locale)}</dd>
        </div>
        <div>
          <dt>{t('window')}</dt>
          <dd>{`${formatSlotTime(validFrom, locale)}–${formatSlotTime(validTo, locale)}`}</dd>
        </div>
        <div>
          <dt>{t('total')}</dt>
          <dd>{formatMoney(order.cart.totalToPay, locale)}</dd>
        </div>
      </dl>
      <FailureAlert message={pay.failure} />
      <div className={checkout.actions}>
        {pending ? (
          <button
            type="button"
            className={buttons.primary}
            disabled={pay.isPaying}
            onClick={() => pay.pay(order)}
          >
            <CreditCard aria-hidden="true" size={18} />
            {pay.isPaying ? t('paying') : t('payNow')}
          </button>
        ) : null}
        <Link href={orderHref(order.id)} className={buttons.secondary}>
          <ReceiptText aria-hidden="true" size={18} />
          {t('viewOrder')}
        </Link>
        <BackHome secondary={pending} />
      </div>
    </div>
  );
}

function pendingTitleOf(payment: PaymentReturn | null) {
  if (payment === 'declined') return 'declined';
  if (payment === 'cancelled') return 'cancelled';
  if (payment === 'paid') return 'confirming';
  return 'pendingTitle';
}

function BackHome({ secondary = false }: { secondary?: boolean }) {
  const t = useTranslations('checkout.confirm');
  return (
    <Link href="/" className={secondary ? buttons.secondary : buttons.primary}>
      <House aria-hidden="true" size={18} />
      {t('backHome')}
    </Link>
  );
}
