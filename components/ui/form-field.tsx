'use client';

import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './form-field.module.css';
import { useRuleMessage } from './rule-message';

type FieldFrame = {
  label: string;
  /** A message key from the contract's zod schemas, e.g. 'error.required'. */
  error?: string;
  /** A line under the control that helps before anything is wrong (e.g. the password hint). */
  hint?: ReactNode;
};

type ControlWiring = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * The label, the control, its hint and its error, wired for screen readers: the control points at
 * what is said about it (aria-describedby) and says when it is wrong (aria-invalid). The hint
 * stays beside an error: the format it shows is what the shopper needs to put the error right.
 */
function Field({
  label,
  error,
  hint,
  className,
  children,
}: FieldFrame & { className?: string; children: (wiring: ControlWiring) => ReactNode }) {
  const ruleMessage = useRuleMessage();
  const id = useId();
  const message = ruleMessage(error);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ?? styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

type FormFieldProps = FieldFrame & {
  inputProps: InputHTMLAttributes<HTMLInputElement> & {
    name: string;
    ref?: Ref<HTMLInputElement>;
    /** The field a dialog focuses when it opens (components/ui/dialog.tsx). */
    'data-autofocus'?: string;
  };
};

/** Labelled text input with its error. */
export function FormField({ inputProps, ...frame }: FormFieldProps) {
  return (
    <Field {...frame}>{(wiring) => <input {...inputProps} {...wiring} className={styles.input} />}</Field>
  );
}

type SelectFieldProps = FieldFrame & {
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { name: string; ref?: Ref<HTMLSelectElement> };
  children: ReactNode;
};

/** Labelled dropdown (`children` are its options) with its error. */
export function SelectField({ selectProps, children, ...frame }: SelectFieldProps) {
  return (
    <Field {...frame}>
      {(wiring) => (
        <select {...selectProps} {...wiring} className={styles.input}>
          {children}
        </select>
      )}
    </Field>
  );
}

type TextAreaFieldProps = FieldFrame & {
  textAreaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & {
    name: string;
    ref?: Ref<HTMLTextAreaElement>;
  };
};

/** Labelled multi-line text with its error. */
export function TextAreaField({ textAreaProps, ...frame }: TextAreaFieldProps) {
  return (
    <Field {...frame}>
      {(wiring) => <textarea {...textAreaProps} {...wiring} className={styles.textarea} />}
    </Field>
  );
}

type CheckboxFieldProps = {
  /** The box's label; may hold links (terms, privacy). */
  label: ReactNode;
  error?: string;
  /** What ticking the box confirms, said under it and read with it (aria-describedby). */
  hint?: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { name: string; ref?: Ref<HTMLInputElement> };
};

/** A checkbox with its label beside it, and its hint and error below. */
export function CheckboxField({ label, error, hint, inputProps }: CheckboxFieldProps) {
  const ruleMessage = useRuleMessage();
  const id = useId();
  const message = ruleMessage(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        <input
          {...inputProps}
          type="checkbox"
          id={id}
          className={styles.checkbox}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <div className={styles.checkText}>
          <label htmlFor={id} className={styles.checkLabel}>
            {label}
          </label>
          {hint ? (
            <div id={hintId} className={styles.checkHint}>
              {hint}
            </div>
          ) : null}
        </div>
      </div>
      {message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
