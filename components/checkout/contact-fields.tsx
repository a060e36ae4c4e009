'use client';

import { MALTA_PREFIX, PHONE_GROUPING_ALLOWANCE } from '@shop/product-api/contract/profile-rules';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { prefixOptions } from '@/components/account/profile/phone-fields';
import { FormField, SelectField } from '@/components/ui/form-field';
import { nationsQueryOptions } from '@/lib/account/profile';
import type { CheckoutFormApi } from './checkout-form';
import styles from './data-step.module.css';

/**
 * Spec §3 checkout state: the order's contact data, prefilled from the profile and editable with
 * the profile's rules (spec §5): names of letters and spaces, the e-mail, the mobile fitting its
 * prefix. A new prefix clears the number, which was written for the old one.
 */
export function ContactFields({ form }: { form: CheckoutFormApi }) {
  const t = useTranslations('checkout.data');
  const locale = useLocale();
  const nations = useQuery(nationsQueryOptions());
  const prefix = useWatch({ control: form.control, name: 'profileMobilePhonePrefix' });
  const { errors } = form.formState;
  const options = prefixOptions(nations.data ?? [], locale);
  // The profile's prefix stays shown while the list loads, or when the list lacks it.
  if (prefix && !options.some((option) => option.prefix === prefix))
    options.unshift({ prefix, label: `+${prefix}` });

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('contactLegend')}</legend>
      <div className={styles.pair}>
        <FormField
          label={t('firstName')}
          error={errors.firstName?.message}
          inputProps={{ ...form.register('firstName'), autoComplete: 'given-name', maxLength: 50 }}
        />
        <FormField
          label={t('lastName')}
          error={errors.lastName?.message}
          inputProps={{ ...form.register('lastName'), autoComplete: 'family-name', maxLength: 50 }}
        />
      </div>
      <FormField
        label={t('email')}
        error={errors.profileEmail?.message}
        inputProps={{
          ...form.register('profileEmail'),
          type: 'email',
          autoComplete: 'email',
          maxLength: 100,
        }}
      />
      <div className={styles.phone}>
        <SelectField
          label={t('mobilePrefix')}
          error={errors.profileMobilePhonePrefix?.message}
          selectProps={{
            ...form.register('profileMobilePhonePrefix', {
              onChange: () => {
                form.setValue('profileMobilePhone', '');
                form.clearErrors('profileMobilePhone');
              },
            }),
            autoComplete: 'tel-country-code',
          }}
        >
          <option value="">{t('choosePrefix')}</option>
          {options.map((option) => (
            <option key={option.prefix} value={option.prefix}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <FormField
          label={t('mobilePhone')}
          error={errors.profileMobilePhone?.message}
          hint={prefix === MALTA_PREFIX ? t('maltesePhone') : undefined}
          inputProps={{
            ...form.register('profileMobilePhone'),
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'tel-national',
            // Eight or eleven digits, and room for the spaces that group them ('7912 3456').
            maxLength: (prefix === MALTA_PREFIX ? 8 : 11) + PHONE_GROUPING_ALLOWANCE,
          }}
        />
      </div>
    </fieldset>
  );
}
