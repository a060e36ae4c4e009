'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import type { SignupFormValues } from './signup-values';

/** What a wizard step's fields need: the sign-up texts, and the wizard's one form to register on. */
export function useSignupFields() {
  const t = useTranslations('signup');
  const {
    register,
    formState: { errors },
  } = useFormContext<SignupFormValues>();
  return { t, register, errors };
}
