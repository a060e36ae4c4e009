'use client';

import { useTranslations } from 'next-intl';
import styles from './checkout.module.css';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-step';

/** 'Step 2 of 3' and the three steps, the current one marked for screen readers (aria-current). */
export function CheckoutProgress({ step }: { step: CheckoutStep }) {
  const t = useTranslations('checkout');
  const current = CHECKOUT_STEPS.indexOf(step);
  return (
    <div className={styles.progress}>
      <p className={styles.stepOf}>{t('stepOf', { step: current + 1, total: CHECKOUT_STEPS.length })}</p>
      <ol className={styles.steps} aria-label={t('stepsLabel')}>
        {CHECKOUT_STEPS.map((candidate, index) => (
          <li
            key={candidate}
            className={`${styles.stepItem} ${index < current ? styles.stepDone : ''} ${index === current ? styles.stepCurrent : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            {t(`steps.${candidate}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}
