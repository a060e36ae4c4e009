'use client';

import { passwordStrength } from '@shop/product-api/contract/profile-rules';
import { useTranslations } from 'next-intl';
import { STRONG_PASSWORD_KINDS } from '../strong-password';

/**
 * The hint under a new password (spec §5 checkPassword): what to aim for while it is empty, then
 * how many kinds of characters it mixes. A hint, not a rule: only the length is enforced.
 */
export function PasswordStrengthHint({ password }: { password: string }) {
  const t = useTranslations('reset');
  if (password === '') return t('passwordHint');
  const kinds = passwordStrength(password);
  return kinds >= STRONG_PASSWORD_KINDS ? t('passwordStrong', { kinds }) : t('passwordWeak', { kinds });
}
