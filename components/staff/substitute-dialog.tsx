'use client';

import type { PickLine, SubstituteCandidate } from '@shop/product-api/contract/picking';
import { substituteQuerySchema } from '@shop/product-api/contract/picking';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ProductImage } from '@/components/catalogue/product-image';
import buttons from '@/components/ui/button.module.css';
import { Dialog } from '@/components/ui/dialog';
import { FailureAlert } from '@/components/ui/failure-alert';
import { formatMoney } from '@/lib/format';
import { readWeight } from '@/lib/staff/pick-weight';
import { PickAmountField } from './pick-amount-field';
import styles from './pick-list.module.css';

type SubstituteDialogProps = {
  orderId: number;
  line: PickLine;
  onClose: () => void;
  /** Saves the substitute; answers null when saved, else the failure to show. */
  onChoose: (substituteBarcode: string, amount: number) => Promise<string | null>;
};

/**
 * The substitute of a line the customer allowed to replace (issue 29 item 4): a search over the
 * order's store's products (GET /ops/orders/{id}/substitutes?q=), then the amount put in the bag,
 * pieces on the stepper or the scale's kilograms.
 */
export function SubstituteDialog({ orderId, line, onClose, onChoose }: SubstituteDialogProps) {
  const t = useTranslations('staff.pick.substituteDialog');
  const tPick = useTranslations('staff.pick');
  const locale = useLocale();
  const searchId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [chosen, setChosen] = useState<SubstituteCandidate | null>(null);
  const [pieces, setPieces] = useState(line.weighed ? 1 : line.orderedAmount);
  const [weight, setWeight] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const results = useQuery({
    queryKey: ['staff', 'substitutes', orderId, line.barcode, asked],
    queryFn: async () =>
      (await import('@/lib/staff/pick-list-requests')).searchSubstitutes(orderId, asked ?? '', line.barcode),
    enabled: asked !== null,
    retry: false,
  });

  const confirm = async () => {
    if (!chosen) return;
    let amount = pieces;
    if (chosen.weighed) {
      const reading = readWeight(weight);
      if (!reading.ok) {
        setFailure(tPick(`failures.${reading.reason}`));
        return;
      }
      amount = reading.kg;
    }
    setPending(true);
    setFailure(null);
    const failed = await onChoose(chosen.barcode, amount);
    setPending(false);
    setFailure(failed);
  };

  return (
    <Dialog open onClose={onClose} title={t('title', { name: line.description })} closeLabel={t('close')}>
      {chosen ? (
        <div className={styles.dialogForm}>
          <p className={styles.chosen}>{t('chosen', { name: chosen.description })}</p>
          <PickAmountField
            name={chosen.description}
            weighed={chosen.weighed}
            umStep={chosen.umStep}
            maxPieces={null}
            pieces={pieces}
            onPieces={setPieces}
            weight={weight}
            onWeight={setWeight}
            disabled={pending}
          />
          <FailureAlert message={failure} />
          <button type="button" className={buttons.primary} disabled={pending} onClick={() => void confirm()}>
            {pending ? tPick('saving') : t('confirm')}
          </button>
          <button
            type="button"
            className={buttons.secondary}
            disabled={pending}
            onClick={() => {
              setChosen(null);
              setFailure(null);
            }}
          >
            {t('other')}
          </button>
        </div>
      ) : (
        <div className={styles.dialogForm}>
          <form
            role="search"
            className={styles.searchForm}
            onSubmit={(event) => {
              event.preventDefault();
              const query = substituteQuerySchema.safeParse({ q: typed });
              if (query.success) setAsked(query.data.q);
            }}
          >
            <label htmlFor={searchId} className={styles.fieldLabel}>
              {t('search')}
            </label>
            <div className={styles.searchRow}>
              <input
                id={searchId}
                type="search"
                className={styles.searchInput}
                value={typed}
                maxLength={60}
                autoComplete="off"
                aria-describedby={hintId}
                data-autofocus
                onChange={(event) => setTyped(event.target.value)}
              />
              <button type="submit" className={buttons.primary}>
                {t('submit')}
              </button>
            </div>
            <p id={hintId} className={styles.hint}>
              {t('searchHint')}
            </p>
          </form>
          {asked === null ? null : results.isError ? (
            <FailureAlert message={tPick('failures.failed')} />
          ) : !results.data ? (
            <p role="status" className={styles.hint}>
              {t('searching')}
            </p>
          ) : results.data.length === 0 ? (
            <p role="status">{t('empty')}</p>
          ) : (
            <ul className={styles.candidates} aria-label={t('results')}>
              {results.data.map((candidate) => (
                <li key={candidate.barcode}>
                  <button
                    type="button"
                    className={styles.candidate}
                    aria-label={t('choose', { name: candidate.description })}
                    onClick={() => setChosen(candidate)}
                  >
                    <span className={styles.candidateImage}>
                      <ProductImage src={candidate.imageUrl} alt="" size={48} />
                    </span>
                    <span className={styles.candidateText}>
                      <strong>{candidate.description}</strong>
                      <span className={styles.lineMeta}>
                        {candidate.brand ? `${candidate.brand} · ` : ''}
                        {formatMoney(candidate.price, locale)}
                        {candidate.weighed ? ` / ${tPick('kg')}` : ''}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
