'use client';

import { useTranslations } from 'next-intl';
import buttons from '@/components/ui/button.module.css';
import styles from './signup.module.css';

type WizardActionsProps = { onBack: () => void; primaryLabel: string; busy: boolean };

/**
 * Back and the step's primary action. On phones the bar sticks to the bottom of the screen, where
 * the thumb is (architecture, Look and feel: primary actions at the bottom of small screens).
 */
export function WizardActions({ onBack, primaryLabel, busy }: WizardActionsProps) {
  const t = useTranslations('signup');
  return (
    <div className={styles.actions}>
      <button type="button" className={buttons.secondary} onClick={onBack} disabled={busy}>
        {t('back')}
      </button>
      <button type="submit" className={buttons.primary} disabled={busy} aria-busy={busy || undefined}>
        {primaryLabel}
      </button>
    </div>
  );
}
