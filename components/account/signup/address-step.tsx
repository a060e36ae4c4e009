'use client';

import { useQuery } from '@tanstack/react-query';
import { FormField } from '@/components/ui/form-field';
import { nationsQueryOptions } from '@/lib/account/profile';
import { CityField } from './city-field';
import { PhoneFields } from './phone-fields';
import styles from './signup.module.css';
import { upperCaseAsTyped } from './upper-case-as-typed';
import { useSignupFields } from './use-signup-fields';

/** Step 2 (spec §5 address step): address, house number, locality, postcode and the phones. */
export function AddressStep() {
  const { t, register, errors } = useSignupFields();
  // Nations carry the phone prefixes; while they load (or if they fail) 356 stays chosen.
  const nations = useQuery(nationsQueryOptions()).data ?? [];
  return (
    <>
      <div className={styles.addressRow}>
        <FormField
          label={t('address')}
          error={errors.address?.message}
          inputProps={{ ...register('address'), autoComplete: 'address-line1', required: true }}
        />
        <FormField
          label={t('streetNumber')}
          error={errors.streetNumber?.message}
          inputProps={{ ...register('streetNumber'), autoComplete: 'off' }}
        />
      </div>
      <div className={styles.pair}>
        <CityField />
        <FormField
          label={t('zip')}
          hint={t('zipHint')}
          error={errors.zip?.message}
          inputProps={{ ...upperCaseAsTyped(register('zip')), autoComplete: 'postal-code', required: true }}
        />
      </div>
      <PhoneFields
        prefixField="mobilePhonePrefix"
        phoneField="mobilePhone"
        prefixLabel={t('mobilePhonePrefix')}
        phoneLabel={t('mobilePhone')}
        nations={nations}
      />
      <PhoneFields
        prefixField="homePhonePrefix"
        phoneField="homePhone"
        prefixLabel={t('homePhonePrefix')}
        phoneLabel={t('homePhone')}
        nations={nations}
      />
    </>
  );
}
