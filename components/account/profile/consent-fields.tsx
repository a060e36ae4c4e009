'use client';

import type { Profile } from '@shop/product-api/contract/profiles';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/form-field';
import { Link } from '@/i18n/navigation';
import type { PersonalDataInput } from './personal-data-schema';
import section from './profile-section.module.css';

type ConsentName = 'accept1' | 'accept2' | 'accept3' | 'accept4';

/**
 * accept1 (terms) and accept2 (privacy) are what an account rests on: once given they are locked
 * (spec §5), shown ticked and disabled, and go back as they are. accept3 and accept4 (marketing)
 * can be given and taken back at any time.
 */
export function ConsentFields({
  form,
  profile,
}: {
  form: UseFormReturn<PersonalDataInput>;
  profile: Profile;
}) {
  const t = useTranslations('profile.personal');
  const { errors } = form.formState;
  const labels: Record<ConsentName, ReactNode> = {
    accept1: t.rich('accept1', { link: (chunks) => <Link href="/termsandconditions">{chunks}</Link> }),
    accept2: t.rich('accept2', { link: (chunks) => <Link href="/privacy">{chunks}</Link> }),
    accept3: t('accept3'),
    accept4: t('accept4'),
  };
  const locked = (name: ConsentName) => (name === 'accept1' || name === 'accept2') && profile[name];

  return (
    <fieldset className={section.fieldset}>
      <legend className={section.legend}>{t('consents')}</legend>
      {(['accept1', 'accept2', 'accept3', 'accept4'] as const).map((name) =>
        locked(name) ? (
          // Not registered: the form keeps the accepted value it started with.
          <CheckboxField
            key={name}
            label={labels[name]}
            inputProps={{ name, checked: true, disabled: true, readOnly: true }}
          />
        ) : (
          <CheckboxField
            key={name}
            label={labels[name]}
            error={errors[name]?.message}
            inputProps={form.register(name)}
          />
        ),
      )}
      {profile.accept1 || profile.accept2 ? <p className={section.note}>{t('locked')}</p> : null}
    </fieldset>
  );
}
