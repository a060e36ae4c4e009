'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessage, contactMessageSchema } from '@shop/product-api/contract/contact';
import { MALTA_PREFIX } from '@shop/product-api/contract/profile-rules';
import type { Profile } from '@shop/product-api/contract/profiles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { type UseFormReturn, useController, useForm } from 'react-hook-form';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { FormField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { HumanCheckField } from '@/components/ui/human-check/human-check-field';
import { useHumanCheck } from '@/components/ui/human-check/use-human-check';
import { useToast } from '@/components/ui/toast';
import { useTooManyAttempts } from '@/components/ui/use-too-many-attempts';
import { useRouter } from '@/i18n/navigation';
import { serverFieldErrorsOf } from '@/components/ui/server-field-errors';
import { sendContactMessage } from '@/lib/content/contact-requests';
import { sessionQueryOptions } from '@/lib/session/session';
import styles from './contact.module.css';
import { usePhonePrefixes } from './use-phone-prefixes';

/** A field the API named in a refusal, if it is one of this form's. */
const isContactField = (path: string): path is keyof ContactMessage =>
  contactMessageSchema.keyof().safeParse(path).success;
const contactFieldOf = (path: string) => (isContactField(path) ? path : null);

/**
 * A signed-in customer's name, e-mail and mobile phone, written into the fields they have not
 * touched (issue 30): the page is the same cached HTML for everyone, so the profile arrives after
 * it, and what the shopper already typed wins. Every field stays editable.
 */
function useProfileDefaults(form: UseFormReturn<ContactMessage>, profile: Profile | null | undefined) {
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (!profile) return;
    const known: Partial<ContactMessage> = {
      name: profile.firstName,
      surname: profile.lastName,
      email: profile.email,
      ...(profile.mobilePhone && profile.mobilePhonePrefix
        ? { phoneNumber: profile.mobilePhone, phoneNumberPrefix: profile.mobilePhonePrefix }
        : {}),
    };
    for (const [name, value] of Object.entries(known)) {
      if (isContactField(name) && value && !getFieldState(name).isDirty) setValue(name, value);
    }
  }, [profile, getFieldState, setValue]);
}

/**
 * The contact form (spec §2 /contactUs, §5): every field required and checked on blur with the
 * contract's schema, which the API applies too. The submit button waits for the human
 * verification and waits again when it expires (spec §4). Sent: a toast and the home page;
 * refused: a toast, and the widget asks again (its answer is spent); refused by the shop's limit on
 * messages per address, the wait stays written above the button, and what was typed stays. A
 * signed-in customer finds their name, e-mail and phone already written.
 */
export function ContactForm({ siteKey }: { siteKey: string }) {
  const t = useTranslations('contact');
  const router = useRouter();
  const { showToast } = useToast();
  const prefixes = usePhonePrefixes();
  const humanCheck = useHumanCheck();

  const form = useForm<ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    // Checked on blur (spec §5), then as the shopper corrects it: a fixed error goes while typing,
    // not on the submit click, whose blur would move the button from under the pointer.
    mode: 'onTouched',
    defaultValues: { phoneNumberPrefix: MALTA_PREFIX },
  });
  const { data: profile } = useQuery(sessionQueryOptions());
  useProfileDefaults(form, profile);
  // Controlled, so the default prefix is selected once the list has arrived.
  const { field: prefix } = useController({ name: 'phoneNumberPrefix', control: form.control });
  const errors = form.formState.errors;
  const tooManyAttempts = useTooManyAttempts();

  const send = useMutation({
    mutationFn: ({ message, token }: { message: ContactMessage; token: string }) =>
      sendContactMessage(message, token),
    onSuccess: () => {
      showToast(t('sent'));
      router.push('/');
    },
    onError: (error) => {
      showToast(tooManyAttempts(error) ?? t('sendFailed'));
      humanCheck.askAgain();
      for (const { name, message } of serverFieldErrorsOf<ContactMessage>(error, contactFieldOf)) {
        form.setError(name, { message });
      }
    },
  });

  const submit = form.handleSubmit((message) => {
    if (humanCheck.token) send.mutate({ message, token: humanCheck.token });
  });
  const ready = humanCheck.token !== null && !send.isPending;

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <div className={styles.pair}>
        <FormField
          label={t('firstName')}
          error={errors.name?.message}
          inputProps={{ ...form.register('name'), autoComplete: 'given-name', required: true }}
        />
        <FormField
          label={t('lastName')}
          error={errors.surname?.message}
          inputProps={{ ...form.register('surname'), autoComplete: 'family-name', required: true }}
        />
      </div>
      <div className={styles.phone}>
        <SelectField
          label={t('prefix')}
          error={errors.phoneNumberPrefix?.message}
          selectProps={{ ...prefix, required: true }}
        >
          {prefixes.map((code) => (
            <option key={code} value={code}>{`+${code}`}</option>
          ))}
        </SelectField>
        <FormField
          label={t('mobilePhone')}
          error={errors.phoneNumber?.message}
          inputProps={{
            ...form.register('phoneNumber'),
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            required: true,
          }}
        />
      </div>
      <FormField
        label={t('email')}
        error={errors.email?.message}
        inputProps={{ ...form.register('email'), type: 'email', autoComplete: 'email', required: true }}
      />
      <FormField
        label={t('subject')}
        error={errors.subject?.message}
        inputProps={{ ...form.register('subject'), required: true }}
      />
      <TextAreaField
        label={t('message')}
        error={errors.message?.message}
        textAreaProps={{ ...form.register('message'), rows: 4, required: true }}
      />
      <HumanCheckField siteKey={siteKey} check={humanCheck} t={t} />
      <FailureAlert message={send.error ? tooManyAttempts(send.error) : null} />
      <button
        type="submit"
        className={`${buttons.primary} ${styles.submit}`}
        disabled={!ready}
        aria-describedby={humanCheck.describedBy}
      >
        {send.isPending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
