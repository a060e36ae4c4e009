'use client';

import type { Coupon } from '@shop/product-api/contract/coupons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { CartScreenSkeleton } from '@/components/cart-create/cart-screen-skeleton';
import { ProductImage } from '@/components/catalogue/product-image';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { serverMessageOf } from '@/components/ui/server-field-errors';
import { useToast } from '@/components/ui/toast';
import { cartQueryKey } from '@/lib/cart/cart';
import { formatShopDate } from '@/lib/checkout/slot-time';
import { couponsQueryKey, couponsQueryOptions } from '@/lib/coupons/coupons';
import { BffError } from '@/lib/queries/bff-error';
import styles from './coupons.module.css';

/** What a coupon that cannot be activated says on its button. */
const STATUS_LABEL = { ACTIVATED: 'activated', BURNT: 'burnt', EXPIRED: 'expired' } as const;

/**
 * The coupons with their status button (spec §2 coupons): only an ISSUED coupon can be activated;
 * the answer is the whole list, which replaces the page's (spec §4 coupons). An activated coupon
 * changes the open cart's totals, so the cart is read again.
 */
export function CouponList() {
  const t = useTranslations('coupons');
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const coupons = useQuery(couponsQueryOptions());
  const activate = useMutation({
    mutationFn: async (id: number) => (await import('@/lib/coupons/coupons-requests')).activateCoupon(id),
    onSuccess: (list) => {
      queryClient.setQueryData(couponsQueryKey, list);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      showToast(t('activatedToast'));
    },
    // Spec §8: a coupon that is not the customer's (or no longer exists) is the API's 404; any
    // other refusal is shown in the API's words.
    onError: (error) =>
      showToast(
        error instanceof BffError && error.status === 404
          ? t('notFound')
          : (serverMessageOf(error) ?? t('failed')),
      ),
  });

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
