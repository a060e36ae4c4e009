'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import styles from './pick-list.module.css';

type PickAmountFieldProps = {
  /** The product whose amount is entered: its name labels the field. */
  name: string;
  weighed: boolean;
  /** Pieces: the stepper's step and its highest amount (null: no limit). */
  umStep: number;
  maxPieces: number | null;
  pieces: number;
  onPieces: (pieces: number) => void;
  /** Weighed goods: the kilograms as typed; lib/staff/pick-weight.ts reads them on save. */
  weight: string;
  onWeight: (weight: string) => void;
  disabled: boolean;
};

/**
 * What went in the bag (issue 29 item 4): pieces on the stepper of spec §5, or the real weight
 * from the scale in kg, typed with a comma or a dot, whichever the handheld's keyboard offers.
 */
export function PickAmountField(props: PickAmountFieldProps) {
  const { name, weighed, umStep, maxPieces, pieces, onPieces, weight, onWeight, disabled } = props;
  const t = useTranslations('staff.pick');
  const id = useId();
  const hintId = useId();
  if (!weighed) {
    return (
      <div className={styles.field}>
        <span className={styles.fieldLabel}>{t('pickedAmount')}</span>
        <QuantityStepper
          product={{ purchaseUm: 'PZ', umStep, minWeight: null, maxAmount: maxPieces }}
          amount={pieces}
          onChange={onPieces}
          unitLabel=""
          productName={name}
          disabled={disabled}
        />
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t('weightLabel')}
        <span className="visually-hidden">, {name}</span>
      </label>
      <div className={styles.weight}>
        <input
          id={id}
          className={styles.weightInput}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={7}
          value={weight}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onWeight(event.target.value.replace(/[^\d.,]/g, ''))}
        />
        <span aria-hidden="true">{t('kg')}</span>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('weightHint')}
      </p>
    </div>
  );
}
