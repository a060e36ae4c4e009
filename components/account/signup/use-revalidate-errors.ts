'use client';

import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SignupStepContext } from './signup-schemas';
import { type SignupFormValues, emptySignup, isSignupField } from './signup-values';

const FIELDS = Object.keys(emptySignup).filter(isSignupField);

/**
 * Rules are first said on blur (spec §5); once a field shows an error, typing re-checks it, so the
 * message goes as soon as the value is right. Otherwise it would go on the next blur, which is
 * usually the press on Next: the line vanishing under the pointer moves the button away and the
 * press is lost. A change also re-checks the other fields in error (a confirmation that now
 * matches its e-mail or password).
 */
export function useRevalidateErrorsOnChange(form: UseFormReturn<SignupFormValues, SignupStepContext>) {
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      const inError = FIELDS.filter((field) => form.getFieldState(field).error !== undefined);
      if (inError.length > 0) void form.trigger(inError);
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
