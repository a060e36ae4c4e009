'use client';

import { FormField, SelectField } from '@/components/ui/form-field';
import styles from './signup.module.css';
import { useSignupFields } from './use-signup-fields';

/** Spec §2/§5 personal data: first and last name, gender (optional), birth date dd/MM/yyyy. */
export function PersonalFields() {
  const { t, register, errors } = useSignupFields();
  return (
    <>
      <div className={styles.pair}>
        <FormField
          label={t('firstName')}
          error={errors.firstName?.message}
          inputProps={{ ...register('firstName'), autoComplete: 'given-name', required: true }}
        />
        <FormField
          label={t('lastName')}
          error={errors.lastName?.message}
          inputProps={{ ...register('lastName'), autoComplete: 'family-name', required: true }}
        />
      </div>
      <div className={styles.pair}>
        <SelectField label={t('gender')} error={errors.gender?.message} selectProps={register('gender')}>
          <option value="">{t('genderNone')}</option>
          <option value="FEMALE">{t('genderFemale')}</option>
          <option value="MALE">{t('genderMale')}</option>
        </SelectField>
        <FormField
          label={t('birthDate')}
          hint={t('birthDateHint')}
          error={errors.birthDate?.message}
          inputProps={{ ...register('birthDate'), inputMode: 'numeric', required: true }}
        />
      </div>
    </>
  );
}
