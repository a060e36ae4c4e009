'use client';

import type { OrderStatus } from '@shop/product-api/contract/checkout';
import type { PickLineSave, PickList } from '@shop/product-api/contract/picking';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Link, useRouter } from '@/i18n/navigation';
import {
  pickFailureOf,
  pickListQueryKey,
  pickListQueryOptions,
  refusedFieldsOf,
} from '@/lib/staff/pick-list';
import { isStaffSessionRefusal } from '@/lib/staff/staff-requests';
import { PickActionsBar } from './pick-actions-bar';
import { PickLineCard } from './pick-line-card';
import { PickOrderHeader } from './pick-order-header';
import styles from './pick-list.module.css';

/**
 * The pick list of one order (issue 29 item 4), for a picker's 390 px handheld first: the order,
 * its progress, the lines aisle by aisle, and the order's next steps in a bar at the bottom.
 * Every write answers the whole list, which replaces what is shown; when another change came
 * first (4206) or the status no longer allows it (4205) the list is read again.
 */
export function PickListScreen({ orderId }: { orderId: number }) {
  const t = useTranslations('staff.pick');
  const tStaff = useTranslations('staff');
  const router = useRouter();
  const queryClient = useQueryClient();
  const pickList = useQuery(pickListQueryOptions(orderId));
  const [moveFailure, setMoveFailure] = useState<string | null>(null);
  const [moved, setMoved] = useState('');

  const refused = isStaffSessionRefusal(pickList.error);
  useEffect(() => {
    if (refused) router.replace('/ops?ended=1');
  }, [refused, router]);

  /** Runs a write; answers null when it succeeded, else the failure's translated words. */
  const write = async (call: () => Promise<PickList>): Promise<string | null> => {
    try {
      queryClient.setQueryData(pickListQueryKey(orderId), await call());
      return null;
    } catch (error) {
      if (isStaffSessionRefusal(error)) {
        router.replace('/ops?ended=1');
        return null;
      }
      const failure = pickFailureOf(error);
      if (failure === 'changedMeanwhile' || failure === 'wrongStatus') {
        await queryClient.invalidateQueries({ queryKey: pickListQueryKey(orderId) });
      }
      // A refused field says which rule it broke (the server's words, spec §8 'other').
      const detail = failure === 'invalid' ? refusedFieldsOf(error) : '';
      return detail ? `${t('failures.invalid')} ${detail}` : t(`failures.${failure}`);
    }
  };

  const saveLine = (save: PickLineSave) =>
    write(async () => (await import('@/lib/staff/pick-list-requests')).savePickLine(orderId, save));

  const move = async (to: OrderStatus, reason?: string) => {
    const version = pickList.data?.order.version ?? 0;
    setMoved('');
    const failed = await write(async () =>
      (await import('@/lib/staff/pick-list-requests')).changeOrderStatus(orderId, { to, version, reason }),
    );
    setMoveFailure(failed);
    if (!failed && pickList.data) {
      setMoved(t('actions.moved', { code: pickList.data.order.code, status: tStaff(`statuses.${to}`) }));
    }
    return failed;
  };

  return (
    <div className={styles.screen}>
      <Link href="/ops/orders" className={styles.back}>
        <ChevronLeft aria-hidden="true" size={20} />
        {t('back')}
      </Link>
      {pickList.isError && !refused ? (
        <div className={styles.loadFailure}>
          <FailureAlert
            message={pickFailureOf(pickList.error) === 'notFound' ? t('notFound') : t('failed')}
            announce={false}
          />
          <button type="button" className={buttons.secondary} onClick={() => void pickList.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : !pickList.data ? (
        <p className={styles.hint} role="status">
          {t('loading')}
        </p>
      ) : (
        <>
          <PickOrderHeader pickList={pickList.data} />
          <p className="visually-hidden" role="status">
            {moved}
          </p>
          {pickList.data.order.status === 'TO_BE_PREPARED' ? (
            <p className={styles.hint}>{t('startFirst')}</p>
          ) : null}
          {pickList.data.aisles.map((aisle) => (
            <section
              key={aisle.categoryId}
              className={styles.aisle}
              aria-labelledby={`aisle-${aisle.categoryId}`}
            >
              <h2 id={`aisle-${aisle.categoryId}`} className={styles.aisleTitle}>
                {aisle.categoryName}
              </h2>
              <ul className={styles.lines}>
                {aisle.lines.map((line) => (
                  <PickLineCard
                    key={`${line.barcode}-${line.state}`}
                    orderId={orderId}
                    line={line}
                    editable={pickList.data.order.status === 'IN_PREPARATION'}
                    onSave={saveLine}
                  />
                ))}
              </ul>
            </section>
          ))}
          <PickActionsBar pickList={pickList.data} onMove={move} failure={moveFailure} />
        </>
      )}
    </div>
  );
}
