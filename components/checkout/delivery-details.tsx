'use client';

import type { Cart } from '@shop/product-api/contract/cart';
import { isAddressMode } from '@shop/product-api/contract/cart-rules';
import { useLocale, useTranslations } from 'next-intl';
import { SummaryRow } from '@/components/ui/summary-row';
import { Link } from '@/i18n/navigation';
import { formatSlotWindow } from '@/lib/checkout/slot-time';
import { STEP_PATHS } from './checkout-step';
import { HoldCountdown } from './hold-countdown';
import styles from './data-step.module.css';

type DeliveryDetailsProps = { cart: Cart; onHoldExpired: () => void };

/**
 * Where and when (spec §2 step 2): the delivery address, read-only for home delivery (it is the
 * cart's; another address means another cart), or the pick-up store; the held time with its
 * countdown, and the way back to change it.
 */
export function DeliveryDetails({ cart, onHoldExpired }: DeliveryDetailsProps) {
  const t = useTranslations('checkout.data');
  const locale = useLocale();
  const { timeSlot, holdExpiresAt, addressDescription } = cart.delivery;
  return (
    <section className={styles.box} aria-labelledby="checkout-delivery-heading">
      <h3 id="checkout-delivery-heading" className={styles.legend}>
        {t('deliveryLegend')}
      </h3>
      <dl className={styles.details}>
        <SummaryRow term={t('mode')}>{t(`modes.${cart.deliveryMode}`)}</SummaryRow>
        {isAddressMode(cart.deliveryMode) ? (
          <SummaryRow term={t('deliveryAddress')}>{addressDescription ?? '—'}</SummaryRow>
        ) : (
          <SummaryRow term={t('store')}>{cart.storeDescription}</SummaryRow>
        )}
        {timeSlot ? (
          <SummaryRow term={t('time')}>
            {formatSlotWindow(timeSlot.validFrom, timeSlot.validTo, locale)}
          </SummaryRow>
        ) : null}
      </dl>
      <div className={styles.holdRow}>
        {holdExpiresAt ? (
          <HoldCountdown key={holdExpiresAt} expiresAt={holdExpiresAt} onExpired={onHoldExpired} />
        ) : null}
        <Link href={STEP_PATHS.availability} className={styles.link}>
          {t('changeTime')}
        </Link>
      </div>
    </section>
  );
}
