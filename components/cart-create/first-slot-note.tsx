'use client';

import type { DeliveryMode } from '@shop/product-api/contract/catalogue';
import { CalendarClock, CircleAlert, RefreshCw } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import { formatSlotWindow } from '@/lib/checkout/slot-time';
import type { SlotState } from './delivery-choice';
import styles from './cart-create.module.css';

type FirstSlotNoteProps = {
  slot: SlotState;
  /** The town of the chosen address, for 'No store associated with the city …' (spec §8 6007). */
  city: string | null;
  /** The mode chosen: a refusal names it (home delivery or parcels, issue 30). */
  mode: DeliveryMode | null;
  /** The choice delivers to an address: a late or missing slot suggests pick-up (spec §4). */
  delivers: boolean;
  onRetry: () => void;
  onSuggestPickUp: () => void;
};

/**
 * Spec §4 cart creation outcomes: the first available slot, or why there is none. A polite live
 * region, so a screen reader hears the answer to the radio or address just chosen.
 */
export function FirstSlotNote({ slot, city, mode, delivers, onRetry, onSuggestPickUp }: FirstSlotNoteProps) {
  const t = useTranslations('cartCreate');
  const suggestion = delivers ? pickUpSuggestion(slot) : null;
  return (
    <div className={styles.slot} role="status" aria-live="polite">
      <SlotLine slot={slot} city={city} mode={mode} onRetry={onRetry} />
      {suggestion ? (
        <div className={styles.suggestion}>
          <p>{t(suggestion)}</p>
          <button type="button" className={buttons.secondary} onClick={onSuggestPickUp}>
            {t('showPickUp')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Spec §4/§9: no delivery slot within the next 7 days, whether a later one exists or none, suggests
 * pick-up; so does a town the mode does not reach (issue 30), where pick-up is the only way.
 */
function pickUpSuggestion(slot: SlotState): 'suggestPickUp' | 'suggestPickUpInstead' | null {
  if (typeof slot === 'string') return null;
  if (slot.kind === 'slot') return slot.slot.beyondAWeek ? 'suggestPickUp' : null;
  return slot.reason === 'noAvailability' ? 'suggestPickUp' : 'suggestPickUpInstead';
}

function SlotLine({
  slot,
  city,
  mode,
  onRetry,
}: Pick<FirstSlotNoteProps, 'slot' | 'city' | 'mode' | 'onRetry'>) {
  const t = useTranslations('cartCreate');
  const locale = useLocale();
  if (slot === 'idle') return null;
  if (slot === 'loading') return <p className={styles.muted}>{t('slotLoading')}</p>;
  if (slot === 'failed') {
    return (
      <>
        <p className={`${styles.slotLine} ${styles.slotNone}`}>
          <CircleAlert aria-hidden="true" size={20} />
          {t('slotFailed')}
        </p>
        <button type="button" className={buttons.secondary} onClick={onRetry}>
          <RefreshCw aria-hidden="true" size={18} />
          {t('retry')}
        </button>
      </>
    );
  }
  if (slot.kind === 'slot') {
    const slotWindow = formatSlotWindow(slot.slot.validFrom, slot.slot.validTo, locale);
    return (
      <p className={`${styles.slotLine} ${styles.slotFound}`}>
        <CalendarClock aria-hidden="true" size={20} />
        {t('firstSlot', { slot: slotWindow })}
      </p>
    );
  }
  const message =
    slot.reason === 'noStoreForCity'
      ? t('noStoreForCity', { city: city ?? '' })
      : slot.reason === 'noHomeDelivery'
        ? t(mode === 'SHIPPED' ? 'noParcelDelivery' : 'noHomeDelivery')
        : t('noAvailability');
  return (
    <p className={`${styles.slotLine} ${styles.slotNone}`}>
      <CircleAlert aria-hidden="true" size={20} />
      {message}
    </p>
  );
}
