'use client';

import type { PickLine, PickLineSave } from '@shop/product-api/contract/picking';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ProductImage } from '@/components/catalogue/product-image';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { formatKg } from '@/lib/format';
import { readWeight } from '@/lib/staff/pick-weight';
import { PickAmountField } from './pick-amount-field';
import { SubstituteDialog } from './substitute-dialog';
import styles from './pick-list.module.css';
import staffStyles from './staff.module.css';

type PickLineCardProps = {
  orderId: number;
  line: PickLine;
  /** Lines are recorded only while the order is IN_PREPARATION. */
  editable: boolean;
  /** Saves the line; answers null when saved, else the failure to show (what was typed stays). */
  onSave: (save: PickLineSave) => Promise<string | null>;
};

/**
 * One line of the pick list (issue 29 item 4): the ordered product, the customer's wishes in
 * plain sight, and what the picker records: the amount picked (pieces on the stepper, weighed
 * goods as the scale's real kilograms), 'not available', a substitute where the customer allowed
 * one, or undo.
 */
export function PickLineCard({ orderId, line, editable, onSave }: PickLineCardProps) {
  const t = useTranslations('staff.pick');
  const amountText = usePickAmountText();
  const nameId = `pick-line-${line.barcode}`;
  const [pieces, setPieces] = useState(line.orderedAmount);
  const [weight, setWeight] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [substituting, setSubstituting] = useState(false);

  const save = async (change: PickLineSave) => {
    setPending(true);
    setFailure(null);
    const failed = await onSave(change);
    setPending(false);
    setFailure(failed);
    return failed;
  };

  return (
    <li className={styles.line} data-state={line.state} aria-labelledby={nameId}>
      <div className={styles.lineHead}>
        <div className={styles.lineImage}>
          <ProductImage src={line.imageUrl} alt="" size={72} />
        </div>
        <div className={styles.lineText}>
          <h3 id={nameId} className={styles.lineName}>
            {line.description}
          </h3>
          <p className={styles.lineMeta}>
            {line.brand ? `${line.brand} · ` : ''}
            {t('barcode', { barcode: line.barcode })}
          </p>
          <p className={styles.ordered}>
            {t('ordered', { amount: amountText(line.weighed, line.orderedAmount) })}
          </p>
        </div>
      </div>

      {!line.replace || line.note ? (
        <div className={styles.wishes}>
          {line.replace ? null : <p className={styles.noReplace}>{t('noReplace')}</p>}
          {line.note ? <p className={styles.note}>{t('customerNote', { note: line.note })}</p> : null}
        </div>
      ) : null}

      {line.state === 'open' ? (
        editable ? (
          <div className={styles.lineControls}>
            <PickAmountField
              name={line.description}
              weighed={line.weighed}
              umStep={line.umStep}
              // A picker puts in at most what was ordered.
              maxPieces={Math.min(line.orderedAmount, line.maxAmount ?? line.orderedAmount)}
              pieces={pieces}
              onPieces={setPieces}
              weight={weight}
              onWeight={setWeight}
              disabled={pending}
            />
            <div className={styles.lineButtons}>
              <button
                type="button"
                className={buttons.primary}
                disabled={pending}
                onClick={() => {
                  if (!line.weighed) {
                    void save({ state: 'picked', barcode: line.barcode, amount: pieces });
                    return;
                  }
                  const reading = readWeightOrFailure(weight);
                  if (typeof reading === 'string') setFailure(t(`failures.${reading}`));
                  else void save({ state: 'picked', barcode: line.barcode, amount: reading });
                }}
              >
                {pending ? t('saving') : t('pick')}
              </button>
              <button
                type="button"
                className={buttons.secondary}
                disabled={pending}
                onClick={() => void save({ state: 'unavailable', barcode: line.barcode })}
              >
                {t('notAvailable')}
              </button>
              {line.replace ? (
                <button
                  type="button"
                  className={buttons.secondary}
                  disabled={pending}
                  onClick={() => setSubstituting(true)}
                >
                  {t('substitute')}
                </button>
              ) : null}
            </div>
          </div>
        ) : null
      ) : (
        <div className={staffStyles.spreadRow}>
          <p className={styles.stateText}>
            <LineOutcome line={line} />
          </p>
          {editable ? (
            <button
              type="button"
              className={buttons.secondary}
              disabled={pending}
              aria-label={`${t('undo')}: ${line.description}`}
              onClick={() => void save({ state: 'open', barcode: line.barcode })}
            >
              {pending ? t('saving') : t('undo')}
            </button>
          ) : null}
        </div>
      )}
      <FailureAlert message={failure} />

      {substituting ? (
        <SubstituteDialog
          orderId={orderId}
          line={line}
          onClose={() => setSubstituting(false)}
          onChoose={async (substituteBarcode, amount) => {
            const failed = await save({
              state: 'substituted',
              barcode: line.barcode,
              substituteBarcode,
              amount,
            });
            if (!failed) setSubstituting(false);
            return failed;
          }}
        />
      ) : null}
    </li>
  );
}

/** The weight typed, or the failure key to show; kept apart so the card stays readable. */
function readWeightOrFailure(typed: string): number | 'weightInvalid' | 'weightTooHigh' {
  const reading = readWeight(typed);
  return reading.ok ? reading.kg : reading.reason;
}

function LineOutcome({ line }: { line: PickLine }) {
  const t = useTranslations('staff.pick');
  const amountText = usePickAmountText();
  if (line.state === 'unavailable') return <>{t('stateUnavailable')}</>;
  if (line.state === 'substituted' && line.substitute) {
    return (
      <>
        {t('stateSubstituted', {
          name: line.substitute.description,
          amount: amountText(line.substitute.weighed, line.substitute.amount),
        })}
      </>
    );
  }
  return <>{t('statePicked', { amount: amountText(line.weighed, line.pickedAmount ?? 0) })}</>;
}

/** '3 pieces' or '0.62 kg' (3 decimals when the scale gave grams). */
export function usePickAmountText() {
  const t = useTranslations('staff.pick');
  const locale = useLocale();
  return (weighed: boolean, amount: number) =>
    weighed ? formatPickedKg(amount, locale) : t('pieces', { count: amount });
}

function formatPickedKg(kg: number, locale: string): string {
  // Spec §9 writes kilograms with 2 decimals; a scale's odd gram keeps its third.
  return Math.round(kg * 1000) % 10 === 0
    ? formatKg(kg, locale)
    : `${new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(kg)} kg`;
}
