'use client';

import { orderStatusSchema, type OrderStatus } from '@shop/product-api/contract/checkout';
import type { StaffDay } from '@shop/product-api/contract/staff';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { useRouter } from '@/i18n/navigation';
import {
  fetchStaffMember,
  fetchStaffOrders,
  isStaffSessionRefusal,
  staffLogOut,
} from '@/lib/staff/staff-requests';
import { StaffSlotList } from './staff-slot-list';
import styles from './staff.module.css';

const DAYS: readonly StaffDay[] = ['today', 'tomorrow'];

/**
 * The staff's orders overview (issue 29 item 4): today's or tomorrow's orders of the member's
 * stores, by slot, with a status filter. Built for a picker's 390 px handheld first. Without a
 * staff session (none, ended, or only a customer's) it goes back to the sign-in.
 */
export function StaffOrdersScreen() {
  const t = useTranslations('staff');
  const router = useRouter();
  const statusId = useId();
  const [day, setDay] = useState<StaffDay>('today');
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const member = useQuery({ queryKey: ['staff', 'me'], queryFn: fetchStaffMember, retry: false });
  const orders = useQuery({
    queryKey: ['staff', 'orders', day, status],
    queryFn: () => fetchStaffOrders(day, status),
    enabled: member.isSuccess,
    retry: false,
  });
  const signOut = useMutation({
    mutationKey: ['staff', 'sign-out'],
    mutationFn: staffLogOut,
    onSettled: () => router.replace('/ops'),
  });

  const refused = isStaffSessionRefusal(member.error) || isStaffSessionRefusal(orders.error);
  useEffect(() => {
    if (refused) router.replace('/ops?ended=1');
  }, [refused, router]);

  const roleName = member.data ? t(`roles.${member.data.role}`) : '';
  return (
    <div className={styles.screen}>
      <header className={styles.bar}>
        <div className={styles.who}>
          <h1 className={styles.title}>{t('orders.heading')}</h1>
          {member.data && (
            <p className={styles.member}>
              {t('orders.signedInAs', { name: member.data.name, role: roleName })}
              <br />
              {member.data.stores.map((store) => store.name).join(', ')}
            </p>
          )}
        </div>
        <button
          type="button"
          className={buttons.secondary}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {signOut.isPending ? t('orders.signingOut') : t('orders.signOut')}
        </button>
      </header>

      <div className={styles.filters}>
        <div role="group" aria-label={t('orders.dayLabel')} className={styles.days}>
          {DAYS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={day === option}
              className={day === option ? buttons.primary : buttons.secondary}
              onClick={() => setDay(option)}
            >
              {t(`orders.${option}`)}
            </button>
          ))}
        </div>
        <div className={styles.status}>
          <label htmlFor={statusId}>{t('orders.statusLabel')}</label>
          <select
            id={statusId}
            value={status ?? ''}
            onChange={(event) => {
              const chosen = orderStatusSchema.safeParse(event.target.value);
              setStatus(chosen.success ? chosen.data : null);
            }}
          >
            <option value="">{t('orders.allStatuses')}</option>
            {orderStatusSchema.options.map((option) => (
              <option key={option} value={option}>
                {t(`statuses.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {orders.isError && !refused ? (
        <div>
          <FailureAlert message={t('orders.failed')} announce={false} />
          <button type="button" className={buttons.secondary} onClick={() => void orders.refetch()}>
            {t('orders.retry')}
          </button>
        </div>
      ) : !orders.data ? (
        <p className={styles.note} role="status">
          {t('orders.loading')}
        </p>
      ) : orders.data.slots.length === 0 ? (
        <p className={styles.note} role="status">
          {status ? t('orders.emptyFiltered') : t('orders.empty')}
        </p>
      ) : (
        <StaffSlotList slots={orders.data.slots} />
      )}
    </div>
  );
}
