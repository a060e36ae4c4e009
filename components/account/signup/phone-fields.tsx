'use client';

import type { Nation } from '@shop/product-api/contract/locations';
import { useLocale, useTranslations } from 'next-intl';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField, SelectField } from '@/components/ui/form-field';
import { type PhonePrefixChoice, phonePrefixChoices } from '@/lib/account/phone-prefixes';
import styles from './signup.module.css';
import type { SignupFormValues } from './signup-values';

type PhoneFieldsProps = {
  prefixField: 'mobilePhonePrefix' | 'homePhonePrefix';
  phoneField: 'mobilePhone' | 'homePhone';
  prefixLabel: string;
  phoneLabel: string;
  nations: readonly Nation[];
};

/** One option per prefix (lib/account/phone-prefixes.ts), shown with '+' (spec §2). */
function prefixChoices(nations: readonly Nation[], current: string, locale: string): PhonePrefixChoice[] {
  const choices = phonePrefixChoices(nations, locale);
  // Until the list loads (or if it fails) the chosen prefix still shows.
  if (current !== '' && !choices.some((choice) => choice.prefix === current))
    choices.push({ prefix: current, country: '' });
  return choices;
}

/**
 * A prefix dropdown and its phone number. Spec §5: the rules of the number depend on the prefix,
 * so changing the prefix clears the number (and what was said about it).
 */
export function PhoneFields({ prefixField, phoneField, prefixLabel, phoneLabel, nations }: PhoneFieldsProps) {
  const t = useTranslations('signup');
  const locale = useLocale();
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<SignupFormValues>();
  return (
    <div className={styles.phone}>
      <Controller
        name={prefixField}
        control={control}
        render={({ field }) => (
          <SelectField
            label={prefixLabel}
            error={errors[prefixField]?.message}
            selectProps={{
              ...field,
              onChange: (event) => {
                setValue(phoneField, '', { shouldDirty: true });
                clearErrors(phoneField);
                field.onChange(event);
              },
            }}
          >
            {prefixChoices(nations, field.value, locale).map(({ prefix, country }) => (
              <option key={prefix} value={prefix}>
                {t('prefixOption', { prefix, nation: country })}
              </option>
            ))}
          </SelectField>
        )}
      />
      <FormField
        label={phoneLabel}
        error={errors[phoneField]?.message}
        inputProps={{
          ...register(phoneField),
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
        }}
      />
    </div>
  );
}
