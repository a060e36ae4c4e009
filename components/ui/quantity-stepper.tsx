'use client';

import {
  AMOUNT_INPUT_MAX_LENGTH,
  type StepperProduct,
  type StepResult,
  decrement,
  increment,
  isPieces,
  minimumOf,
  normalise,
  stepOf,
  WEIGHT_INPUT_MAX_LENGTH,
} from '@shop/product-api/contract/quantity';
import { Minus, Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styles from './quantity-stepper.module.css';

type QuantityStepperProps = {
  product: StepperProduct;
  amount: number;
  onChange: (amount: number) => void;
  /** Unit shown after the amount for weighed goods, already translated ('kg'). */
  unitLabel: string;
  disabled?: boolean;
  /** Names the product in the input's label when several steppers share a page. */
  productName: string;
};

/**
 * The quantity stepper of spec §5. The rules themselves (step, minimum, maximum) live in the
 * shared contract so the cart on the API side enforces exactly the same ones.
 */
export function QuantityStepper(props: QuantityStepperProps) {
  const { product, amount, onChange, unitLabel, disabled = false, productName } = props;
  const t = useTranslations('product');
  const locale = useLocale();
  // The amount as the shopper's language writes it ('0,75' in Italian); typing either mark works.
  const written = (value: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(value);
  const inputId = useId();
  const messageId = useId();
  // What the shopper is typing; null shows the committed amount.
  const [draft, setDraft] = useState<string | null>(null);
  const [limit, setLimit] = useState<StepResult['limited']>(null);

  const apply = (result: StepResult) => {
    setLimit(result.limited);
    setDraft(null);
    if (result.amount !== amount) onChange(result.amount);
  };

  const commitDraft = () => {
    if (draft === null) return;
    apply(normalise(product, Number(draft.replace(',', '.'))));
  };
  const atMinimum = amount <= minimumOf(product);
  const pieces = isPieces(product);
  // A weight typed off the step is moved to the nearest one; the shopper is told why it changed.
  const message =
    limit === 'max'
      ? t('maxReached')
      : limit === 'step'
        ? t('snappedToStep', { step: written(stepOf(product)), unit: unitLabel })
        : '';

  return (
    <div className={styles.stepper}>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          onClick={() => apply(decrement(product, amount))}
          disabled={disabled || atMinimum}
          aria-label={t('decrease')}
        >
          <Minus aria-hidden="true" size={18} />
        </button>
        <label htmlFor={inputId} className="visually-hidden">
          {`${t('quantity')}, ${productName}`}
        </label>
        <input
          id={inputId}
          className={pieces ? styles.amount : `${styles.amount} ${styles.weight}`}
          type="text"
          inputMode={pieces ? 'numeric' : 'decimal'}
          maxLength={pieces ? AMOUNT_INPUT_MAX_LENGTH : WEIGHT_INPUT_MAX_LENGTH}
          value={draft ?? written(amount)}
          disabled={disabled}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => setDraft(event.target.value.replace(/[^\d.,]/g, ''))}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitDraft();
            }
          }}
        />
        {pieces ? null : <span className={styles.unit}>{unitLabel}</span>}
        <button
          type="button"
          className={styles.step}
          onClick={() => apply(increment(product, amount))}
          disabled={disabled}
          aria-label={t('increase')}
        >
          <Plus aria-hidden="true" size={18} />
        </button>
      </div>
      <p id={messageId} className={styles.message} role="status">
        {message}
      </p>
    </div>
  );
}
