'use client';

import { passwordStrength } from '@shop/product-api/contract/profile-rules';
import { Check } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { STRONG_PASSWORD_KINDS } from '../strong-password';
import styles from './signup.module.css';
import type { SignupFormValues } from './signup-values';

/** Spec §5 hint: at least three of lowercase, uppercase, digits, symbols (a hint, not a rule). */
export function PasswordHint() {
  const t = useTranslations('signup');
  const password = useWatch<SignupFormValues, 'password'>({ name: 'password' });
  const kinds = passwordStrength(password);
  if (kinds < STRONG_PASSWORD_KINDS) return <>{t('passwordHint')}</>;
  return (
    <span className={styles.hintGood}>
      <Check aria-hidden="true" size={16} />
      {t('passwordMixed', { kinds })}
    </span>
  );
}
