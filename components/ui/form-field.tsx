'use client';

import { useTranslations } from 'next-intl';
import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './form-field.module.css';

type FormFieldProps = {
  label: string;
  /** A message key from the contract's zod schemas, e.g. 'error.required'. */
  error?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { name: string; ref?: Ref<HTMLInputElement> };
};

/** Labelled input with its error, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({ label, error, inputProps }: FormFieldProps) {
  const t = useTranslations('error');
  const id = useId();
  const errorId = `${id}-error`;
  // The contract's schemas carry message keys, not texts; unknown ones read as 'not valid'.
  const message = error === undefined ? null : error === 'error.required' ? t('required') : t('invalid');

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        className={styles.input}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
      />
      {message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
