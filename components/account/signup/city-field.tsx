'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Controller, useFormContext } from 'react-hook-form';
import buttons from '@/components/ui/button.module.css';
import { SelectField } from '@/components/ui/form-field';
import { citiesQueryOptions } from '@/lib/account/profile';
import styles from './signup.module.css';
import type { SignupFormValues } from './signup-values';

/**
 * The locality, chosen from GET /cli/addresses/cities (spec §5: city from the list). Controlled,
 * so a city chosen before Back shows again even if the list arrives after the step.
 */
export function CityField() {
  const t = useTranslations('signup');
  const { control, formState } = useFormContext<SignupFormValues>();
  const cities = useQuery(citiesQueryOptions());
  return (
    <div className={styles.group}>
      <Controller
        name="city"
        control={control}
        render={({ field }) => (
          <SelectField
            label={t('city')}
            error={formState.errors.city?.message}
            selectProps={{ ...field, autoComplete: 'address-level2', required: true }}
          >
            <option value="">{cities.isPending ? t('citiesLoading') : t('cityChoose')}</option>
            {field.value !== '' && !cities.data?.some((city) => city.name === field.value) ? (
              <option value={field.value}>{field.value}</option>
            ) : null}
            {cities.data?.map((city) => (
              <option key={city.id} value={city.name}>
                {city.name}
              </option>
            ))}
          </SelectField>
        )}
      />
      {cities.isError ? (
        <p className={styles.inlineFailure} role="alert">
          {t('citiesFailed')}{' '}
          <button type="button" className={buttons.secondary} onClick={() => void cities.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
