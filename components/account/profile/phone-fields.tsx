'use client';

import { MALTA_PREFIX, PHONE_GROUPING_ALLOWANCE } from '@shop/product-api/contract/profile-rules';
import type { Nation } from '@shop/product-api/contract/locations';
import { useLocale, useTranslations } from 'next-intl';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField, SelectField } from '@/components/ui/form-field';
import { phonePrefixChoices } from '@/lib/account/phone-prefixes';
import type { PersonalDataInput } from './personal-data-schema';
import styles from './personal-data.module.css';

type PhonePair =
  | { kind: 'mobile'; prefix: 'mobilePhonePrefix'; phone: 'mobilePhone' }
  | { kind: 'home'; prefix: 'homePhonePrefix'; phone: 'homePhone' };

export const MOBILE_PHONE: PhonePair = { kind: 'mobile', prefix: 'mobilePhonePrefix', phone: 'mobilePhone' };
export const HOME_PHONE: PhonePair = { kind: 'home', prefix: 'homePhonePrefix', phone: 'homePhone' };

/** One option per prefix (lib/account/phone-prefixes.ts), shown with its '+' (spec §2). */
export function prefixOptions(
  nations: readonly Nation[],
  locale: string,
): { prefix: string; label: string }[] {
  return phonePrefixChoices(nations, locale).map(({ prefix, country }) => ({
    prefix,
    label: `+${prefix} ${country}`,
  }));
}

type PhoneFieldsProps = {
  form: UseFormReturn<PersonalDataInput>;
  pair: PhonePair;
  nations: readonly Nation[];
};

/**
 * A prefix dropdown and its phone (spec §5 profile): the phone stays disabled until a prefix is
 * chosen, and a new prefix clears the number, which was written for the old one. With 356 the
 * number has eight digits, otherwise up to 11.
 */
export function PhoneFields({ form, pair, nations }: PhoneFieldsProps) {
  const t = useTranslations('profile.personal');
  const locale = useLocale();
  const prefix = useWatch({ control: form.control, name: pair.prefix }) ?? '';
  const { errors } = form.formState;
  const mobile = pair.kind === 'mobile';
  const options = prefixOptions(nations, locale);
  // A prefix the list does not hold (an older one) stays shown rather than silently changed.
  if (prefix && !options.some((option) => option.prefix === prefix))
    options.unshift({ prefix, label: `+${prefix}` });

  return (
    <div className={styles.phoneRow}>
      <SelectField
        label={mobile ? t('mobilePrefix') : t('homePrefix')}
        error={errors[pair.prefix]?.message}
        selectProps={{
          ...form.register(pair.prefix, {
            onChange: () => {
              form.setValue(pair.phone, '');
              form.clearErrors(pair.phone);
            },
          }),
          autoComplete: mobile ? 'tel-country-code' : 'off',
        }}
      >
        <option value="">{mobile ? t('choosePrefix') : t('noPrefix')}</option>
        {options.map((option) => (
          <option key={option.prefix} value={option.prefix}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <FormField
        label={mobile ? t('mobilePhone') : t('homePhone')}
        error={errors[pair.phone]?.message}
        hint={prefix === '' ? t('prefixFirst') : prefix === MALTA_PREFIX ? t('maltesePhone') : undefined}
        inputProps={{
          ...form.register(pair.phone),
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: mobile ? 'tel-national' : 'off',
          // Eight or eleven digits, and room for the spaces that group them ('7912 3456').
          maxLength: (prefix === MALTA_PREFIX ? 8 : 11) + PHONE_GROUPING_ALLOWANCE,
          disabled: prefix === '',
        }}
      />
    </div>
  );
}
