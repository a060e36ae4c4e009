'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type BillingAddress, billingAddressFormSchema } from '@shop/product-api/contract/addresses';
import {
  BILLING_COUNTRY_CODES,
  type BillingCountry,
  DEFAULT_BILLING_COUNTRY,
  ITALIAN_ONLY_FIELDS,
  postcodeMaxOf,
} from '@shop/product-api/contract/billing-countries';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormField, SelectField } from '@/components/ui/form-field';
import { billingAddressesQueryOptions } from '@/lib/account/profile';
import { deleteBillingAddress, saveBillingAddress } from '@/lib/account/profile-address-requests';
import { AddressDialog, type AddressDialogProps } from './address-dialog';
import { AddressFormFrame } from './address-form-frame';
import { sameNameIn, showServerFieldErrors } from '@/components/ui/server-field-errors';
import { useAddressSaving } from './use-address-saving';

type FormInput = z.input<typeof billingAddressFormSchema>;
type FormOutput = z.output<typeof billingAddressFormSchema>;
type TextField = Exclude<Path<FormInput>, 'id' | 'nation'>;

/** The fields in the popup's order, with the HTML limits that match spec §5. */
const FIELDS: readonly {
  name: TextField;
  maxLength: number;
  required?: true;
  upper?: true;
  numeric?: true;
  type?: 'email' | 'tel';
  autoComplete?: string;
}[] = [
  { name: 'companyName', maxLength: 100, required: true, autoComplete: 'organization' },
  { name: 'vatCode', maxLength: 20, required: true, upper: true },
  { name: 'ssnCode', maxLength: 16, upper: true },
  { name: 'phone', maxLength: 20, required: true, numeric: true, type: 'tel', autoComplete: 'tel' },
  { name: 'fax', maxLength: 5, numeric: true, type: 'tel' },
  { name: 'pec', maxLength: 100, type: 'email' },
  { name: 'recipientCode', maxLength: 7, upper: true },
  { name: 'address', maxLength: 80, required: true, autoComplete: 'address-line1' },
  { name: 'streetNumber', maxLength: 10, required: true, upper: true },
  { name: 'zip', maxLength: 10, required: true, upper: true, autoComplete: 'postal-code' },
  { name: 'city', maxLength: 60, required: true, autoComplete: 'address-level2' },
  { name: 'county', maxLength: 2, required: true, upper: true },
];

const fieldOf = sameNameIn<FormInput>([...FIELDS.map((field) => field.name), 'nation']);
const italianOnly = (name: TextField) => ITALIAN_ONLY_FIELDS.some((field) => field === name);
const isBillingCountry = (code: string): code is BillingCountry =>
  BILLING_COUNTRY_CODES.some((country) => country === code);

/** The EU states by their names in the shop's language, Malta first (issue 29 item 7). */
function useCountryOptions(): { code: BillingCountry; name: string }[] {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const [malta, ...others] = BILLING_COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
    others.sort((a, b) => a.name.localeCompare(b.name, locale));
    return malta ? [malta, ...others] : others;
  }, [locale]);
}

export function BillingAddressDialog({
  customerId,
  address,
  open,
  onClose,
}: AddressDialogProps<BillingAddress>) {
  return (
    <AddressDialog namespace="profile.billing" updating={address !== null} open={open} onClose={onClose}>
      <BillingAddressForm customerId={customerId} address={address} onDone={onClose} />
    </AddressDialog>
  );
}

function defaultsOf(address: BillingAddress | null): FormInput {
  return {
    ...(address ? { id: address.id } : {}),
    nation: address && isBillingCountry(address.nation) ? address.nation : DEFAULT_BILLING_COUNTRY,
    companyName: address?.companyName ?? '',
    vatCode: address?.vatCode ?? '',
    ssnCode: address?.ssnCode ?? '',
    phone: address?.phone ?? '',
    fax: address?.fax ?? '',
    pec: address?.pec ?? '',
    recipientCode: address?.recipientCode ?? '',
    address: address?.address ?? '',
    streetNumber: address?.streetNumber ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    county: address?.county ?? '',
  };
}

/**
 * The billing popup (spec §5 billing rules, the contract's billingAddressFormSchema): a country of
 * the EU (Malta by default), VAT number, company, phone, address, street number, postcode and town
 * required, the postcode, phone and VAT number by the country's rules; the province (required),
 * tax code, PEC and SDI code only for Italy. Fields hidden by a change of country keep what was
 * typed, and the API empties them for a country that has none.
 */
function BillingAddressForm({
  customerId,
  address,
  onDone,
}: {
  customerId: number;
  address: BillingAddress | null;
  onDone: () => void;
}) {
  const t = useTranslations('profile.billing');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(billingAddressFormSchema),
    mode: 'onBlur',
    defaultValues: defaultsOf(address),
  });
  const { failure, saving, deleting } = useAddressSaving({
    namespace: 'profile.billing',
    logLabel: 'billing address',
    listKey: billingAddressesQueryOptions(customerId).queryKey,
    save: saveBillingAddress,
    remove: deleteBillingAddress,
    updating: address !== null,
    showFieldErrors: (error) => showServerFieldErrors(error, form.setError, fieldOf),
    onDone,
  });

  const countries = useCountryOptions();
  const watched = useWatch({ control: form.control, name: 'nation' });
  const nation = watched && isBillingCountry(watched) ? watched : DEFAULT_BILLING_COUNTRY;
  const { errors } = form.formState;
  return (
    <AddressFormFrame
      onSubmit={form.handleSubmit((values) => saving.mutate(values))}
      namespace="profile.billing"
      countryName={null}
      failure={failure}
      saving={saving.isPending}
      onDelete={address ? () => deleting.mutate(address.id) : null}
      deleting={deleting.isPending}
    >
      {address ? <input type="hidden" {...form.register('id')} /> : null}
      <SelectField
        label={t('country')}
        hint={t('countryHint')}
        error={errors.nation?.message}
        selectProps={{ ...form.register('nation'), autoComplete: 'country' }}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {FIELDS.filter((field) => nation === 'IT' || !italianOnly(field.name)).map((field) => (
        <FormField
          key={field.name}
          label={field.name === 'zip' && nation === 'IT' ? t('zipItaly') : t(field.name)}
          error={errors[field.name]?.message}
          inputProps={{
            ...form.register(field.name, {
              // Codes are kept upper case (spec §5); the schema does it too, this shows it.
              onBlur: field.upper
                ? (event: { target: { value: string } }) =>
                    form.setValue(field.name, event.target.value.toUpperCase())
                : undefined,
            }),
            maxLength: field.name === 'zip' ? postcodeMaxOf(nation) : field.maxLength,
            required: field.required,
            type: field.type ?? 'text',
            inputMode: field.numeric ? 'numeric' : undefined,
            autoComplete: field.autoComplete ?? 'off',
            autoCapitalize: field.upper ? 'characters' : undefined,
          }}
        />
      ))}
    </AddressFormFrame>
  );
}
