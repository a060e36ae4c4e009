'use client';

import { ResponseCode } from '@shop/product-api/contract/envelope';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTooManyAttempts } from '@/components/ui/use-too-many-attempts';
import { checkSignupCard } from '@/lib/account/signup-requests';
import { refusalOf } from './refusal';
import type { SignupStepContext } from './signup-schemas';
import type { SignupField, SignupFormValues } from './signup-values';

/** What the check is asked about: the card, its holder's ID and, after a 44, the e-mail. */
type CheckedCard = { cardNumber: string; documentId: string; email: string };

const cardOf = (values: SignupFormValues, withEmail: boolean): CheckedCard => ({
  cardNumber: values.cardNumber.trim(),
  documentId: values.documentId.trim().toUpperCase(),
  email: withEmail ? values.email.trim() : '',
});

const sameCard = (a: CheckedCard, b: CheckedCard) =>
  a.cardNumber === b.cardNumber &&
  a.documentId === b.documentId &&
  a.email.toLowerCase() === b.email.toLowerCase();

export type CardCheckPopup = 'passed' | 'incomplete' | null;

/**
 * The card path's check (spec §4: the fetch type runs a check call in step 1). Code 44 asks for an
 * e-mail: the popup says so and the e-mail fields appear; a pass fills in what the card's record
 * knows (names, birth date, e-mail, which becomes the username) and shows the success popup.
 */
export function useCardCheck(onFocus: (field: SignupField) => void) {
  const t = useTranslations('signup');
  const [needsEmail, setNeedsEmail] = useState(false);
  const [passed, setPassed] = useState<CheckedCard | null>(null);
  const [popup, setPopup] = useState<CardCheckPopup>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useMutation({ mutationFn: checkSignupCard });
  const tooManyAttempts = useTooManyAttempts();

  /** Whether the card (and e-mail) on screen passed: changing either asks the shop again. */
  const passedFor = (values: SignupFormValues) =>
    passed !== null && sameCard(passed, cardOf(values, needsEmail));

  async function run(
    form: UseFormReturn<SignupFormValues, SignupStepContext>,
    values: SignupFormValues,
  ): Promise<void> {
    setFailure(null);
    const card = cardOf(values, needsEmail);
    try {
      const holder = await check.mutateAsync(card);
      const prefill = { shouldDirty: true } as const;
      form.setValue('firstName', holder.firstName, prefill);
      form.setValue('lastName', holder.lastName, prefill);
      if (holder.birthDate) form.setValue('birthDate', holder.birthDate, prefill);
      const username = holder.email || card.email;
      if (username) form.setValue('username', username, prefill);
      form.clearErrors(['firstName', 'lastName', 'birthDate', 'username']);
      setPassed(card);
      setPopup('passed');
      onFocus('firstName');
    } catch (error) {
      setPassed(null);
      // The shop's card-check limits: the wait, and how to sign up meanwhile (README: Limits).
      const limited = tooManyAttempts(error);
      if (limited) return setFailure(`${limited} ${t('cardLockedHint')}`);
      const refusal = refusalOf(error);
      if (refusal.kind === 'fields') {
        for (const { field, message } of refusal.fields) form.setError(field, { type: 'server', message });
        onFocus(refusal.fields[0]?.field ?? 'cardNumber');
      } else if (refusal.kind === 'code' && refusal.code === ResponseCode.SIGNUP_INCOMPLETE_PROFILE) {
        setNeedsEmail(true);
        setPopup('incomplete');
        onFocus('email');
      } else if (refusal.kind === 'code') {
        setFailure(
          refusal.code === ResponseCode.USER_NOT_FOUND
            ? t('cardNotFound')
            : refusal.code === ResponseCode.INVALID_USERNAME
              ? t('cardTaken')
              : refusal.message,
        );
      } else {
        setFailure(t('checkFailed'));
      }
    }
  }

  return {
    needsEmail,
    checked: passed !== null,
    passedFor,
    run,
    isChecking: check.isPending,
    popup,
    closePopup: () => setPopup(null),
    failure,
  };
}
