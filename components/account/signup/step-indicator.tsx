'use client';

import { useTranslations } from 'next-intl';
import styles from './signup.module.css';

type StepIndicatorProps = { step: number; total: number; labels: readonly string[] };

/**
 * 'Step 2 of 3' and a bar of the steps, the current one marked for screen readers too
 * (aria-current). Step 0, choosing the path, comes before the count.
 */
export function StepIndicator({ step, total, labels }: StepIndicatorProps) {
  const t = useTranslations('signup');
  return (
    <div className={styles.progress}>
      <p className={styles.stepOf}>{t('stepOf', { step, total })}</p>
      <ol className={styles.steps} aria-label={t('stepsLabel')}>
        {labels.map((label, index) => {
          const number = index + 1;
          const state = number < step ? styles.stepDone : number === step ? styles.stepCurrent : '';
          return (
            <li
              key={label}
              className={`${styles.stepItem} ${state}`}
              aria-current={number === step ? 'step' : undefined}
            >
              <span className={styles.stepLabel}>{label}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
