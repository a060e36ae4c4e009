'use client';

import { ResponseCode } from '@shop/product-api/contract/envelope';
import { RULE } from '@shop/product-api/contract/profile-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTooManyAttempts } from '@/components/ui/use-too-many-attempts';
import { sessionQueryKey } from '@/lib/session/session';
import { logIn } from '@/lib/session/session-requests';
import { signUp } from '@/lib/account/signup-requests';
import { refusalOf } from './refusal';
import type { SignupStepContext } from './signup-schemas';
import {
  type SignupField,
  type SignupFormValues,
  type SignupPath,
  signupRequestOf,
  stepOfField,
} from './signup-values';

/** Spec §8 codes of the sign-up call that belong to one field. */
const FIELD_OF_CODE: Partial<Record<number, { field: SignupField; message: string }>> = {
  [ResponseCode.INVALID_USERNAME]: { field: 'username', message: 'signup.emailTaken' },
  [ResponseCode.PASSWORD_NOT_VALID]: { field: 'password', message: 'signup.passwordNotValid' },
  [ResponseCode.INVALID_PHONE]: { field: 'mobilePhone', message: RULE.invalidPhone },
};

/** 'Done': the account exists; `signedIn` says whether the sign-in right after it worked too. */
export type SignupDone = { signedIn: boolean };

/**
 * The last step's submit (spec §7 POST /cli/profiles/signup), then the sign-in of the new customer
 * with the same e-mail and password, so they can shop at once. A refusal goes on its field, and
 * the wizard shows that field's step; nothing typed is ever cleared.
 */
export function useSignupSubmit(
  form: UseFormReturn<SignupFormValues, SignupStepContext>,
  path: SignupPath,
  showField: (field: SignupField, step: ReturnType<typeof stepOfField>) => void,
) {
  const t = useTranslations('signup');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<SignupDone | null>(null);
  const tooManyAttempts = useTooManyAttempts();
  const signup = useMutation({
    mutationFn: async (values: SignupFormValues) => {
      await signUp(signupRequestOf(values, path));
      try {
        const profile = await logIn({ username: values.username.trim(), password: values.password });
        queryClient.setQueryData(sessionQueryKey, profile);
        return { signedIn: true };
      } catch {
        // The account exists all the same: the shopper is told to sign in.
        return { signedIn: false };
      }
    },
  });

  function refuse(fields: { field: SignupField; message: string }[]) {
    for (const { field, message } of fields) form.setError(field, { type: 'server', message });
    const [first] = [...fields].sort((a, b) => stepOfField(a.field, path) - stepOfField(b.field, path));
    if (first) showField(first.field, stepOfField(first.field, path));
  }

  async function submit(values: SignupFormValues): Promise<void> {
    setFailure(null);
    try {
      setDone(await signup.mutateAsync(values));
    } catch (error) {
      const limited = tooManyAttempts(error);
      if (limited) return setFailure(limited);
      const refusal = refusalOf(error);
      if (refusal.kind === 'fields') return refuse(refusal.fields);
      if (refusal.kind === 'code') {
        const onField = FIELD_OF_CODE[refusal.code];
        if (onField) return refuse([onField]);
        return setFailure(refusal.message);
      }
      setFailure(t('signupFailed'));
    }
  }

  return { submit, isSubmitting: signup.isPending, failure, done };
}
