'use client';

import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

type PasswordFieldProps = {
  label: string;
  /** A message key from the contract's zod schemas. */
  error?: string;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
  /** 'current-password' where one is typed to prove who you are, 'new-password' where one is chosen. */
  autoComplete: 'current-password' | 'new-password';
};

/** A required password input, marked for password managers to fill or to suggest a new one. */
export function PasswordField({ label, error, hint, registration, autoComplete }: PasswordFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      inputProps={{ ...registration, type: 'password', autoComplete, required: true }}
    />
  );
}
