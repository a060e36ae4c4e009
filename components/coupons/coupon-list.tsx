'use client';

import type { Coupon } from '@shop/product-api/contract/coupons';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { CartScreenSkeleton } from '@/components/cart-create/cart-screen-skeleton';
import { ProductImage } from '@/components/catalogue/product-image';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { formatShopDate } from '@/lib/checkout/slot-time';
import { couponsQueryOptions } from '@/lib/coupons/coupons';
import styles from './coupons.module.css';
import { useCouponActivation } from './use-coupon-activation';

/** What a coupon that cannot be activated says on its button. */
const STATUS_LABEL = { ACTIVATED: 'activated', BURNT: 'burnt', EXPIRED: 'expired' } as const;

/**
 * The coupons with their status button (spec §2 coupons): only an ISSUED coupon can be activated
 * (use-coupon-activation.ts), one at a time, as each answer is the whole list.
 */
export function CouponList() {
  const t = useTranslations('coupons');
  const coupons = useQuery(couponsQueryOptions());
  const activate = useCouponActivation();

  if (coupons.isPending) return <CartScreenSkeleton label={t('loading')} />;
  if (coupons.isError) return <FailureAlert message={t('loadFailed')} announce={false} />;
  if (coupons.data.length === 0) {
    return (
      <div className={styles.box}>
        <h2 className={styles.boxTitle}>{t('emptyTitle')}</h2>
        <p>{t('emptyText')}</p>
      </div>
    );
  }

  return (
    <ul className={styles.list} aria-label={t('listLabel')}>
      {coupons.data.map((coupon) => (
        <CouponCard
          key={coupon.id}
          coupon={coupon}
          activating={activate.isPending && activate.variables === coupon.id}
          busy={activate.isPending}
          onActivate={() => activate.mutate(coupon.id)}
        />
      ))}
    </ul>
  );
}

type CouponCardProps = {
  coupon: Coupon;
  /** This coupon's activation is under way. */
  activating: boolean;
  /** An activation is under way: one at a time, as each answers the whole list. */
  busy: boolean;
  onActivate: () => void;
};

function CouponCard({ coupon, activating, busy, onActivate }: CouponCardProps) {
  const t = useTranslations('coupons');
  const locale = useLocale();
  const date = formatShopDate(coupon.expiresAt, locale);
  return (
    <li className={styles.coupon}>
      <div className={styles.image}>
        <ProductImage src={coupon.imageUrl} alt="" size={160} />
      </div>
      <div className={styles.body}>
        <h2 className={styles.description}>{coupon.description}</h2>
        <p className={styles.validity}>
          {coupon.status === 'EXPIRED' ? t('expiredOn', { date }) : t('validUntil', { date })}
        </p>
      </div>
      {coupon.status === 'ISSUED' ? (
        <button
          type="button"
          className={`${buttons.primary} ${styles.status}`}
          disabled={busy}
          aria-busy={activating}
          onClick={onActivate}
        >
          {activating ? t('activating') : t('activate')}
        </button>
      ) : (
        // The status says why the button cannot be pressed (architecture: Look and feel).
        <button
          type="button"
          className={`${buttons.base} ${styles.status} ${styles.settled} ${coupon.status === 'ACTIVATED' ? styles.activated : ''}`}
          disabled
        >
          {coupon.status === 'ACTIVATED' ? <Check aria-hidden="true" size={18} /> : null}
          {t(STATUS_LABEL[coupon.status])}
        </button>
      )}
    </li>
  );
}
