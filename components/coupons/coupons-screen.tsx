'use client';

import { useTranslations } from 'next-intl';
import { SignedInOnly } from '@/components/account/signed-in-only';
import { CouponList } from './coupon-list';
import styles from './coupons.module.css';

/**
 * /coupons (spec §2 coupons): the customer's coupons. Cached HTML like every page (README: Cached
 * pages); the coupons are drawn in the browser for whoever is signed in, from BFF answers that are
 * private and never stored. A visitor is asked to sign in, as on /smartlist.
 */
export function CouponsScreen() {
  const t = useTranslations('coupons');
  const texts = {
    visitorTitle: t('visitorTitle'),
    visitorText: t('visitorText'),
    signIn: t('signIn'),
    loading: t('loading'),
  };
  return (
    <SignedInOnly texts={texts} className={styles.box} titleClassName={styles.boxTitle}>
      <CouponList />
    </SignedInOnly>
  );
}
