'use client';

import type { OrderStatus } from '@shop/product-api/contract/checkout';
import type { PickList } from '@shop/product-api/contract/picking';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import styles from './pick-list.module.css';

/** The statuses staff move an order to (docs/order-lifecycle.md), each with its button's words. */
const STAFF_MOVES = [
  'IN_PREPARATION',
  'ISSUING_RECEIPT',
  'TO_BE_COLLECTED',
  'TO_BE_DELIVERED',
  'COLLECTED',
  'NOT_COLLECTED',
  'DELIVERED',
  'REFUSED',
  'CANCELLED',
] as const satisfies readonly OrderStatus[];
type StaffMove = (typeof STAFF_MOVES)[number];
const isStaffMove = (status: OrderStatus): status is StaffMove =>
  (STAFF_MOVES as readonly OrderStatus[]).includes(status);

type PickActionsBarProps = {
  pickList: PickList;
  /** Moves the order; answers null when done, else the failure to show. */
  onMove: (to: OrderStatus, reason?: string) => Promise<string | null>;
  /** A failure of the last move, shown above the buttons until the next one. */
  failure: string | null;
};

/**
 * The order's next steps, at the bottom of a phone's screen where the thumb is (issue 29 item 4):
 * exactly the pick list's `nextStatuses`, which the state machine decided. 'Picking done' waits
 * until every line is recorded and says why; 'cancel' asks for the reason the customer reads.
 */
export function PickActionsBar({ pickList, onMove, failure }: PickActionsBarProps) {
  const t = useTranslations('staff.pick.actions');
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const linesLeft = pickList.progress.total - pickList.progress.done;
  const reasonId = useId();
  const moves = pickList.nextStatuses.filter(isStaffMove);

  const move = async (to: OrderStatus, reason?: string) => {
    setPending(to);
    const failed = await onMove(to, reason);
    setPending(null);
    return failed;
  };

  return (
    <div className={styles.actions} role="region" aria-label={t('label')}>
      <FailureAlert message={failure} />
      {moves.length === 0 ? <p className={styles.hint}>{t('none')}</p> : null}
      {moves.includes('ISSUING_RECEIPT') && linesLeft > 0 ? (
        <p id={reasonId} className={styles.hint}>
          {t('linesLeft', { count: linesLeft })}
        </p>
      ) : null}
      <div className={styles.actionButtons}>
        {moves.map((to) => {
          const waiting = to === 'ISSUING_RECEIPT' && linesLeft > 0;
          return (
            <button
              key={to}
              type="button"
              className={
                to === 'CANCELLED' || to === 'NOT_COLLECTED' || to === 'REFUSED'
                  ? buttons.secondary
                  : buttons.primary
              }
              disabled={pending !== null || waiting}
              aria-describedby={waiting ? reasonId : undefined}
              onClick={() => (to === 'CANCELLED' ? setCancelling(true) : void move(to))}
            >
              {pending === to ? t('working') : t(to)}
            </button>
          );
        })}
      </div>
      {cancelling ? (
        <CancelDialog
          code={pickList.order.code}
          onClose={() => setCancelling(false)}
          onCancel={async (reason) => {
            const failed = await move('CANCELLED', reason);
            if (!failed) setCancelling(false);
            return failed;
          }}
        />
      ) : null}
    </div>
  );
}

type CancelDialogProps = {
  code: string;
  onClose: () => void;
  onCancel: (reason: string) => Promise<string | null>;
};

/** Cancelling needs a reason, written in the order's history for the customer to read. */
function CancelDialog({ code, onClose, onCancel }: CancelDialogProps) {
  const t = useTranslations('staff.pick.cancelDialog');
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} title={t('title', { code })} closeLabel={t('close')}>
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (reason.trim() === '') {
            setMissing(true);
            return;
          }
          setMissing(false);
          setPending(true);
          setFailure(await onCancel(reason.trim()));
          setPending(false);
        }}
      >
        <label htmlFor={reasonId} className={styles.fieldLabel}>
          {t('reason')}
        </label>
        <textarea
          id={reasonId}
          className={styles.reason}
          value={reason}
          maxLength={200}
          rows={3}
          required
          aria-invalid={missing}
          aria-describedby={missing ? errorId : undefined}
          data-autofocus
          onChange={(event) => setReason(event.target.value)}
        />
        {missing ? (
          <p id={errorId} className={styles.fieldError}>
            {t('reasonRequired')}
          </p>
        ) : null}
        <FailureAlert message={failure} />
        <button type="submit" className={buttons.primary} disabled={pending}>
          {t('confirm')}
        </button>
        <button type="button" className={buttons.secondary} disabled={pending} onClick={onClose}>
          {t('keep')}
        </button>
      </form>
    </Dialog>
  );
}
