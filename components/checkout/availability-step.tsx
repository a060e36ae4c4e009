'use client';

import type { Cart } from '@shop/product-api/contract/cart';
import {
  orderMinimumMissingCentsOf,
  orderMinimumShortfallOf,
} from '@shop/product-api/contract/order-minimum';
import type { DaySlot, TimeSlot } from '@shop/product-api/contract/slots';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Link, useRouter } from '@/i18n/navigation';
import { formatCents, formatMoney } from '@/lib/format';
import { cartQueryKey } from '@/lib/cart/cart';
import { slotDaysQueryOptions, timeSlotsQueryOptions } from '@/lib/checkout/checkout';
import { formatSlotDay } from '@/lib/checkout/slot-time';
import { liveHoldOf, withHold } from './cart-hold';
import styles from './checkout.module.css';
import { STEP_PATHS } from './checkout-step';
import { DaySlider } from './day-slider';
import { HoldCountdown } from './hold-countdown';
import { instantOfDay } from './slot-day';
import { TimeSlotPicker } from './time-slot-picker';
import { type HoldFailure, useSlotHold } from './use-slot-hold';

/**
 * Spec §2 step 1, availability (§4 checkout): a day, then a time of that day; changing the day
 * clears the time; the picked time is held for the cart with a countdown (issue 13 item 2); Next
 * only with a day and a held time. A hold still running when the page opens is shown as chosen.
 * A cart below the minimum order cannot hold a time (issue 27 item 3), so the step says so first.
 */
type AvailabilityStepProps = {
  cart: Cart;
  /** What the shopper must know (a time taken or a hold that ran out); kept by the screen. */
  notice: string | null;
  onNotice: (notice: string | null) => void;
};

export function AvailabilityStep({ cart, notice, onNotice: setNotice }: AvailabilityStepProps) {
  const t = useTranslations('checkout.availability');
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const hintId = useId();
  const [initial] = useState(() => liveHoldOf(cart));
  const [day, setDay] = useState<string | null>(initial?.day ?? null);
  const [slotId, setSlotId] = useState<number | null>(initial?.timeSlotId ?? null);

  const failureText = (failure: HoldFailure) => {
    if (failure === 'taken') return t('slotTaken');
    if (failure === 'failed') return t('holdFailed');
    if (failure === 'refused') return t('holdRefused');
    if ('waitMinutes' in failure) {
      return failure.waitMinutes === null
        ? t('tooManyHolds')
        : t('tooManyHoldsWait', { minutes: failure.waitMinutes });
    }
    return failure.message;
  };
  // The mutation reads this render's callback, so a refusal of a slot since left is ignored.
  const { hold, isHolding } = useSlotHold(cart, (timeSlotId, failure) => {
    if (slotId !== timeSlotId) return;
    setSlotId(null);
    setNotice(failureText(failure));
  });

  const days = useQuery(slotDaysQueryOptions(cart.id));
  // Until the shopper chooses, the first day with a free slot is shown.
  const shownDay = day ?? days.data?.find((candidate) => candidate.available)?.day ?? null;
  const chosenDay = days.data?.find((candidate) => candidate.day === shownDay) ?? null;
  const times = useQuery({
    ...timeSlotsQueryOptions(cart.id, chosenDay?.weekDay ?? 1),
    enabled: chosenDay !== null,
  });
  // A week day falls twice in ten days: only the chosen date's slots.
  const slots = (times.data ?? []).filter((slot) => slot.day === shownDay);

  const held = slotId !== null && cart.delivery.timeSlotId === slotId ? cart.delivery.holdExpiresAt : null;

  const chooseDay = (chosen: DaySlot) => {
    if (chosen.day === shownDay) return;
    setDay(chosen.day);
    // Spec §4: changing the day clears the time slot.
    setSlotId(null);
    hold(null);
    setNotice(null);
  };
  const chooseTime = (slot: TimeSlot) => {
    setSlotId(slot.id);
    setNotice(null);
    hold(slot.id);
  };
  const holdExpired = () => {
    queryClient.setQueryData<Cart | null>(cartQueryKey, (current) =>
      current ? withHold(current, null) : current,
    );
    setSlotId(null);
    setNotice(t('holdExpired'));
  };

  const canGoOn = shownDay !== null && held !== null && !isHolding;

  const shortfall = orderMinimumShortfallOf(cart);
  if (shortfall !== null) {
    return (
      <div className={styles.stack}>
        <FailureAlert
          message={
            shortfall === 'empty'
              ? t('cartEmpty')
              : t('belowMinimum', { amount: formatMoney(cart.minNetTotal, locale) })
          }
          announce={false}
        />
        {shortfall === 'belowMinimum' ? (
          // Issue 30: how much is missing, from the rule that refuses the hold.
          <p className={styles.missing}>
            {t('minimumMissing', { amount: formatCents(orderMinimumMissingCentsOf(cart), locale) })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Link href="/cart" className={buttons.secondary}>
            {t('backToCart')}
          </Link>
        </div>
      </div>
    );
  }
  if (days.isPending) return <p className={styles.loading}>{t('daysLoading')}</p>;
  if (days.isError) {
    return (
      <div className={styles.stack}>
        <FailureAlert message={t('daysFailed')} announce={false} />
        <button type="button" className={buttons.secondary} onClick={() => void days.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!days.data.some((candidate) => candidate.available)) {
    return <p className={styles.empty}>{t('noDays')}</p>;
  }

  return (
    <div className={styles.stack}>
      <DaySlider days={days.data} chosen={shownDay} onChoose={chooseDay} />
      {shownDay === null ? null : times.isPending ? (
        <p className={styles.loading}>{t('timesLoading')}</p>
      ) : times.isError ? (
        <FailureAlert message={t('timesFailed')} announce={false} />
      ) : (
        <TimeSlotPicker
          dayLabel={formatSlotDay(instantOfDay(shownDay), locale)}
          slots={slots}
          chosen={slotId}
          onChoose={chooseTime}
        />
      )}
      {held ? <HoldCountdown key={held} expiresAt={held} onExpired={holdExpired} /> : null}
      <FailureAlert message={notice} />
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={!canGoOn}
          aria-describedby={canGoOn ? undefined : hintId}
          onClick={() => router.push(STEP_PATHS.data)}
        >
          {t('next')}
          <ArrowRight aria-hidden="true" size={18} />
        </button>
        {canGoOn ? null : (
          <p id={hintId} className={styles.hint}>
            {isHolding ? t('holding') : t('nextHint')}
          </p>
        )}
      </div>
    </div>
  );
}
