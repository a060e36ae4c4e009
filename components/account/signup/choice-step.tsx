'use client';

import { CreditCard, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import styles from './signup.module.css';
import type { SignupPath } from './signup-values';

/** Step 0 (spec §4): with a loyalty card (the check path) or without. */
export function ChoiceStep({ onChoose }: { onChoose: (path: SignupPath) => void }) {
  const t = useTranslations('signup');
  const choices = [
    { path: 'card', Icon: CreditCard, label: t('withCard'), hint: t('withCardHint') },
    { path: 'plain', Icon: UserRound, label: t('withoutCard'), hint: t('withoutCardHint') },
  ] as const;
  return (
    <ul className={styles.choices}>
      {choices.map(({ path, Icon, label, hint }) => (
        <li key={path}>
          <button type="button" className={styles.choice} onClick={() => onChoose(path)}>
            <Icon aria-hidden="true" size={28} className={styles.choiceIcon} />
            <span className={styles.choiceText}>
              <span className={styles.choiceLabel}>{label}</span>
              <span className={styles.choiceHint}>{hint}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
