'use client';

import type { TimeSlot } from '@shop/product-api/contract/slots';
import { useLocale, useTranslations } from 'next-intl';
import { formatSlotTime } from '@/lib/checkout/slot-time';
import styles from './time-slot-picker.module.css';

type TimeSlotPickerProps = {
  /** The chosen day in words ('Thursday 26/11'), for the legend. */
  dayLabel: string;
  slots: readonly TimeSlot[];
  chosen: number | null;
  onChoose: (slot: TimeSlot) => void;
};

/** Few places left: the shopper is told the slot may go soon. */
const LAST_PLACES = 3;

/**
 * Spec §2 step 1: the time slots of the chosen day as buttons with radio semantics (native
 * radios, so arrow keys, Space and the screen reader's 'radio, 2 of 5' come for free). A full slot
 * is shown, disabled, so the day's shape stays readable.
 */
export function TimeSlotPicker({ dayLabel, slots, chosen, onChoose }: TimeSlotPickerProps) {
  const t = useTranslations('checkout.availability');
  const locale = useLocale();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('timeLegend', { day: dayLabel })}</legend>
      {slots.length === 0 ? (
        <p className={styles.empty}>{t('noTimes')}</p>
      ) : (
        <div className={styles.grid}>
          {slots.map((slot) => {
            const id = `checkout-time-${slot.id}`;
            const hours = `${formatSlotTime(slot.validFrom, locale)}–${formatSlotTime(slot.validTo, locale)}`;
            const note = !slot.available
              ? t('slotFull')
              : slot.placesLeft <= LAST_PLACES
                ? t('lastPlaces')
                : null;
            return (
              <div key={slot.id} className={styles.option}>
                <input
                  type="radio"
                  id={id}
                  name="checkout-time"
                  value={slot.id}
                  className={styles.radio}
                  checked={chosen === slot.id}
                  disabled={!slot.available}
                  onChange={() => onChoose(slot)}
                />
                <label htmlFor={id} className={styles.slot}>
                  <span className={styles.window}>{hours}</span>
                  {note ? <span className={styles.note}>{note}</span> : null}
                </label>
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
