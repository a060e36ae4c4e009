'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FailureAlert } from '@/components/ui/failure-alert';
import { sessionQueryOptions } from '@/lib/session/session';
import { AccountStep } from './account-step';
import { AddressStep } from './address-step';
import { CardCheckPopup } from './card-check-popup';
import { CardStep } from './card-step';
import { ChoiceStep } from './choice-step';
import { PersonalFields } from './personal-fields';
import { SignedInAlready } from './signed-in-already';
import { SignupDone } from './signup-done';
import { type SignupStepContext, signupResolver } from './signup-schemas';
import styles from './signup.module.css';
import {
  ACCOUNT_FIELDS,
  ADDRESS_FIELDS,
  CARD_EMAIL_FIELDS,
  CARD_FIELDS,
  LAST_STEP,
  PERSONAL_FIELDS,
  type SignupField,
  type SignupFormValues,
  type SignupPath,
  type SignupStep,
  emptySignup,
} from './signup-values';
import { StepIndicator } from './step-indicator';
import { useCardCheck } from './use-card-check';
import { useRevalidateErrorsOnChange } from './use-revalidate-errors';
import { useSignupSubmit } from './use-signup-submit';
import { WizardActions } from './wizard-actions';

/** Where the focus goes after a change: a step's heading (null) or a field. */
type FocusRequest = { field: SignupField | null };

/**
 * The sign-up wizard (spec §2, §4, §5): step 0 chooses with or without a loyalty card, then
 * personal data (or the card), address and phones, and the account. One form holds every step, so
 * Back and Next keep what was typed; each step's rules are checked on blur and on Next. The page
 * around it is cached HTML, the same for everyone: all of this happens in the browser.
 */
export function SignupWizard() {
  const t = useTranslations('signup');
  const [step, setStep] = useState<SignupStep>(0);
  const [path, setPath] = useState<SignupPath>('plain');
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const session = useQuery(sessionQueryOptions());

  const focusField = (field: SignupField) => setFocusRequest({ field });
  const showStep = (
    next: SignupStep | ((current: SignupStep) => SignupStep),
    field: SignupField | null = null,
  ) => {
    setStep(next);
    setFocusRequest({ field });
  };

  const card = useCardCheck(focusField);
  // The resolver reads the step on screen from the form's context (see signup-schemas.ts).
  const form = useForm<SignupFormValues, SignupStepContext>({
    defaultValues: emptySignup,
    mode: 'onBlur',
    resolver: signupResolver,
    context: { step, path, cardNeedsEmail: card.needsEmail, cardChecked: card.checked },
  });
  useRevalidateErrorsOnChange(form);
  const signup = useSignupSubmit(form, path, (field, fieldStep) => showStep(fieldStep, field));

  // Focus follows the wizard (architecture, Look and feel: accessible by construction): a new
  // step's heading, or the field that needs the shopper; while a popup is open it waits, and goes
  // there once it closes.
  const popupOpen = card.popup !== null;
  useEffect(() => {
    if (!focusRequest || popupOpen) return;
    if (focusRequest.field) form.setFocus(focusRequest.field);
    else headingRef.current?.focus();
  }, [focusRequest, popupOpen, form]);

  const stepFields = (): SignupField[] => {
    if (step === 2) return [...ADDRESS_FIELDS];
    if (step === 3) return path === 'plain' ? [...ACCOUNT_FIELDS, 'emailConfirm'] : [...ACCOUNT_FIELDS];
    if (path === 'plain') return [...PERSONAL_FIELDS];
    return [...CARD_FIELDS, ...(card.needsEmail ? CARD_EMAIL_FIELDS : [])];
  };

  const next = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0 || card.isChecking || signup.isSubmitting) return;
    const values = form.getValues();
    const cardStep = step === 1 && path === 'card';
    // A card that already passed needs only the holder's data checked; any other is asked about.
    const checkedCard = cardStep && card.passedFor(values);
    const fields = checkedCard ? [...stepFields(), ...PERSONAL_FIELDS] : stepFields();
    if (!(await form.trigger(fields, { shouldFocus: true }))) return;
    if (cardStep && !checkedCard) return card.run(form, values);
    if (step === LAST_STEP) return signup.submit(values);
    showStep(NEXT_STEP[step]);
  };

  const choose = (chosen: SignupPath) => {
    setPath(chosen);
    showStep(1);
  };

  const busy = card.isChecking || signup.isSubmitting;
  const failure = step === 1 && path === 'card' ? card.failure : step === LAST_STEP ? signup.failure : null;
  const primaryLabel =
    step === LAST_STEP
      ? signup.isSubmitting
        ? t('submitting')
        : t('submit')
      : card.isChecking
        ? t('checking')
        : t('next');

  const title = <h1 className={styles.title}>{t('title')}</h1>;
  if (signup.done || session.data) {
    return (
      <div className={styles.wizard}>
        {title}
        {signup.done ? <SignupDone done={signup.done} /> : null}
        {!signup.done && session.data ? <SignedInAlready profile={session.data} /> : null}
      </div>
    );
  }

  return (
    <div className={styles.wizard}>
      {title}
      {step > 0 ? (
        <StepIndicator
          step={step}
          total={LAST_STEP}
          labels={[
            t(path === 'card' ? 'cardHeading' : 'personalHeading'),
            t('addressHeading'),
            t('accountHeading'),
          ]}
        />
      ) : null}
      <FormProvider {...form}>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => void next(event)}
          aria-labelledby="signup-step-heading"
        >
          <h2 id="signup-step-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
            {t(headingOf(step, path))}
          </h2>
          {step === 0 ? <p className={styles.intro}>{t('choiceIntro')}</p> : null}
          {step === 1 && path === 'card' ? <p className={styles.intro}>{t('cardIntro')}</p> : null}
          {step === 0 ? <ChoiceStep onChoose={choose} /> : null}
          {step === 1 ? (
            path === 'card' ? (
              <CardStep needsEmail={card.needsEmail} checked={card.checked} />
            ) : (
              <PersonalFields />
            )
          ) : null}
          {step === 2 ? <AddressStep /> : null}
          {step === 3 ? <AccountStep path={path} /> : null}
          <FailureAlert message={failure} />
          {step > 0 ? (
            <WizardActions
              onBack={() => showStep((current) => PREVIOUS_STEP[current])}
              primaryLabel={primaryLabel}
              busy={busy}
            />
          ) : null}
        </form>
      </FormProvider>
      <CardCheckPopup popup={card.popup} onClose={card.closePopup} />
    </div>
  );
}

function headingOf(step: SignupStep, path: SignupPath) {
  if (step === 0) return 'choiceHeading';
  if (step === 1) return path === 'card' ? 'cardHeading' : 'personalHeading';
  return step === 2 ? 'addressHeading' : 'accountHeading';
}

const NEXT_STEP: Record<SignupStep, SignupStep> = { 0: 1, 1: 2, 2: 3, 3: 3 };
const PREVIOUS_STEP: Record<SignupStep, SignupStep> = { 0: 0, 1: 0, 2: 1, 3: 2 };
