'use client';

import { SHOP_RULES } from '@shop/product-api/contract/shop-rules';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { pointBalanceQueryOptions } from '@/lib/account/profile';
import { formatBalanceDate } from './balance-date';
import styles from './profile-side-menu.module.css';

/**
 * The loyalty card's points (spec §2 side menu, §7 GET /cli/profiles/point-balance), when the tills
 * last counted them and the euro value of the vouchers they buy. Drawn only for a customer with a
 * card (spec §6), so the call is never made for one without.
 */
export function PointBalance({ customerId }: { customerId: number }) {
  const t = useTranslations('profile.points');
  const locale = useLocale();
  const { data, isPending, isError } = useQuery(pointBalanceQueryOptions(customerId));
  const date = data ? formatBalanceDate(data.balanceDate) : null;
  return (
    <div className={styles.points}>
      <p className={styles.pointsTitle}>
        <Star aria-hidden="true" size={18} />
        {t('title')}
      </p>
      {isPending ? (
        <div className={styles.pointsSkeleton} aria-hidden="true" />
      ) : isError ? (
        <p className={styles.muted}>{t('failed')}</p>
      ) : (
        <>
          <p className={styles.pointsValue}>{t('balance', { points: data.pointBalance })}</p>
          <p className={styles.muted}>{t('discount', { amount: formatMoney(data.discount, locale) })}</p>
          {date ? <p className={styles.muted}>{t('date', { date })}</p> : null}
        </>
      )}
      <p className={styles.muted}>{t('earning', { points: SHOP_RULES.loyaltyPointsPerEuro })}</p>
    </div>
  );
}
