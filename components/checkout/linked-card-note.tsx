'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { linkedCardFor, linkedMethodsQueryOptions } from '@/lib/payments/payment-methods';
import styles from './data-step.module.css';

/**
 * Spec §2 payments: card payment at checkout with a linked card pays without leaving the shop
 * (use-place-order.ts); without one, an add-payment-method link to /payments. Shown for an online
 * method, only with the payments flag on (the caller decides).
 */
export function LinkedCardNote({ paymentMode }: { paymentMode: string }) {
  const t = useTranslations('checkout.data');
  const methods = useQuery(linkedMethodsQueryOptions());
  if (!methods.isSuccess) return null;
  const card = linkedCardFor(methods.data, paymentMode);
  if (card) {
    const name = card.last4 ? `${card.brand ?? ''} •••• ${card.last4}`.trim() : t('linkedCardUnnamed');
    return <p className={styles.note}>{t('linkedCard', { card: name })}</p>;
  }
  return (
    <p className={styles.note}>
      {t('addPaymentMethodText')}{' '}
      <Link href="/payments" className={styles.link}>
        {t('addPaymentMethod')}
      </Link>
    </p>
  );
}
