'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@shop/product-api/contract/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import buttons from '@/components/ui/button.module.css';
import { FormField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { nationsQueryOptions, profileQueryKey } from '@/lib/account/profile';
import { updateProfile } from '@/lib/account/profile-requests';
import { sessionQueryKey } from '@/lib/session/session';
import { ConsentFields } from './consent-fields';
import {
  type PersonalData,
  type PersonalDataInput,
  isNewCard,
  personalDataOf,
  personalDataSchema,
  profileUpdateOf,
} from './personal-data-schema';
import { HOME_PHONE, MOBILE_PHONE, PhoneFields } from './phone-fields';
import { ProfileSection } from './profile-section';
import { showServerFieldErrors } from '@/components/ui/server-field-errors';
import section from './profile-section.module.css';
import styles from './personal-data.module.css';

const FORM_FIELDS = [
  'firstName',
  'lastName',
  'mobilePhonePrefix',
  'mobilePhone',
  'homePhonePrefix',
  'homePhone',
  'documentId',
  'accept1',
  'accept2',
  'accept3',
  'accept4',
] as const satisfies readonly Path<PersonalDataInput>[];

/** The API names the card 'cards.0.code'; the form has one card field. */
function formFieldOf(path: string): Path<PersonalDataInput> | null {
  if (path.startsWith('cards')) return 'cardNumber';
  return FORM_FIELDS.find((name) => name === path) ?? null;
}

/**
 * Personal data (spec §2, §5 profile, §7 PUT /cli/profiles), validated on blur. Saved, the answer
 * becomes the session's profile (and the points are read again: the card may have changed).
 */
export function PersonalDataSection({ profile }: { profile: Profile }) {
  const t = useTranslations('profile.personal');
  const { showToast } = useToast();
  const queryClient = useQueryClient();
  const nations = useQuery(nationsQueryOptions());
  const linkedCards = useMemo(() => profile.cards.map((card) => card.code), [profile.cards]);
  const schema = useMemo(() => personalDataSchema(linkedCards), [linkedCards]);
  const form = useForm<PersonalDataInput, unknown, PersonalData>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: personalDataOf(profile),
  });
  const save = useMutation({
    mutationFn: (values: PersonalData) => updateProfile(profileUpdateOf(values, profile)),
    onSuccess: (updated) => {
      queryClient.setQueryData(sessionQueryKey, updated);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(updated.id) });
      form.reset(personalDataOf(updated));
      showToast(t('updated'));
    },
    onError: (error) => {
      console.error('profile update:', error);
      showServerFieldErrors(error, form.setError, formFieldOf);
      showToast(t('failed'));
    },
  });

  const { errors } = form.formState;
  const cardNumber = useWatch({ control: form.control, name: 'cardNumber' }) ?? '';
  const newCard = isNewCard(cardNumber.trim(), linkedCards);

  return (
    <ProfileSection section="personal" title={t('title')}>
      <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <p className={styles.email}>
          <span className={styles.emailLabel}>{t('email')}</span> {profile.email}
        </p>
        <div className={section.grid}>
          <FormField
            label={t('firstName')}
            error={errors.firstName?.message}
            inputProps={{ ...form.register('firstName'), autoComplete: 'given-name', required: true }}
          />
          <FormField
            label={t('lastName')}
            error={errors.lastName?.message}
            inputProps={{ ...form.register('lastName'), autoComplete: 'family-name', required: true }}
          />
          <PhoneFields form={form} pair={MOBILE_PHONE} nations={nations.data ?? []} />
          <PhoneFields form={form} pair={HOME_PHONE} nations={nations.data ?? []} />
          <FormField
            label={t('card')}
            error={errors.cardNumber?.message}
            hint={t('cardHint')}
            inputProps={{
              ...form.register('cardNumber'),
              inputMode: 'numeric',
              maxLength: 13,
              autoComplete: 'off',
            }}
          />
          {newCard ? (
            <FormField
              label={t('documentId')}
              error={errors.documentId?.message}
              hint={t('documentIdHint')}
              inputProps={{
                ...form.register('documentId'),
                maxLength: 8,
                autoComplete: 'off',
                required: true,
              }}
            />
          ) : null}
        </div>
        <ConsentFields form={form} profile={profile} />
        <div className={section.actions}>
          <button type="submit" className={buttons.primary} disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
