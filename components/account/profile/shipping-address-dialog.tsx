'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type ShippingAddress, shippingAddressFormSchema } from '@shop/product-api/contract/addresses';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField, SelectField } from '@/components/ui/form-field';
import { citiesQueryOptions, shippingAddressesQueryOptions } from '@/lib/account/profile';
import { deleteShippingAddress, saveShippingAddress } from '@/lib/account/profile-address-requests';
import { AddressDialog, type AddressDialogProps } from './address-dialog';
import { AddressFormFrame } from './address-form-frame';
import { sameNameIn, showServerFieldErrors } from '@/components/ui/server-field-errors';
import { useAddressSaving } from './use-address-saving';

type FormInput = z.input<typeof shippingAddressFormSchema>;
type FormOutput = z.output<typeof shippingAddressFormSchema>;

const fieldOf = sameNameIn<FormInput>(['address', 'streetNumber', 'city', 'zip']);

export function ShippingAddressDialog({
  customerId,
  address,
  open,
  onClose,
  onSaved,
}: AddressDialogProps<ShippingAddress> & {
  /** The address as the API stored it, once saved (the cart's choice picks a new one at once). */
  onSaved?: (saved: ShippingAddress) => void;
}) {
  return (
    <AddressDialog namespace="profile.addresses" updating={address !== null} open={open} onClose={onClose}>
      <ShippingAddressForm customerId={customerId} address={address} onSaved={onSaved} onDone={onClose} />
    </AddressDialog>
  );
}

function defaultsOf(address: ShippingAddress | null): FormInput {
  const blank = {
    address: '',
    streetNumber: '',
    city: '',
    zip: '',
    county: '',
    state: '',
    nation: 'Malta' as const,
  };
  if (!address) return blank;
  const { id, streetNumber, city, zip, county, state } = address;
  return { ...blank, id, address: address.address, streetNumber, city, zip, county, state };
}

/**
 * The address popup's form (spec §5): address and town required, the town from the list, the
 * postcode at most 8 with the Maltese pattern (upper-cased), the country Malta and not to be
 * changed. On create there is no id; on update the id rides along hidden and delete is offered.
 */
function ShippingAddressForm({
  customerId,
  address,
  onSaved,
  onDone,
}: {
  customerId: number;
  address: ShippingAddress | null;
  onSaved: ((saved: ShippingAddress) => void) | undefined;
  onDone: () => void;
}) {
  const t = useTranslations('profile.addresses');
  const cities = useQuery(citiesQueryOptions());
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(shippingAddressFormSchema),
    mode: 'onBlur',
    defaultValues: defaultsOf(address),
  });
  const { failure, saving, deleting } = useAddressSaving({
    namespace: 'profile.addresses',
    logLabel: 'shipping address',
    listKey: shippingAddressesQueryOptions(customerId).queryKey,
    save: saveShippingAddress,
    remove: deleteShippingAddress,
    updating: address !== null,
    showFieldErrors: (error) => showServerFieldErrors(error, form.setError, fieldOf),
    onSaved: (saved) => {
      if (saved) onSaved?.(saved);
    },
    onDone,
  });

  const { errors } = form.formState;
  const cityNames = (cities.data ?? []).map((city) => city.name);
  // A town the list no longer holds stays shown rather than silently changed.
  if (address?.city && !cityNames.includes(address.city)) cityNames.unshift(address.city);

  return (
    <AddressFormFrame
      onSubmit={form.handleSubmit((values) => saving.mutate(values))}
      namespace="profile.addresses"
      countryName={t('malta')}
      failure={failure}
      saving={saving.isPending}
      onDelete={address ? () => deleting.mutate(address.id) : null}
      deleting={deleting.isPending}
    >
      {address ? <input type="hidden" {...form.register('id')} /> : null}
      <FormField
        label={t('address')}
        error={errors.address?.message}
        inputProps={{
          ...form.register('address'),
          maxLength: 80,
          autoComplete: 'address-line1',
          required: true,
        }}
      />
      <FormField
        label={t('streetNumber')}
        error={errors.streetNumber?.message}
        inputProps={{ ...form.register('streetNumber'), maxLength: 10, autoComplete: 'address-line2' }}
      />
      <SelectField
        label={t('city')}
        error={errors.city?.message}
        selectProps={{ ...form.register('city'), required: true, autoComplete: 'address-level2' }}
      >
        <option value="">{t('chooseCity')}</option>
        {cityNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <FormField
        label={t('zip')}
        error={errors.zip?.message}
        hint={t('zipHint')}
        inputProps={{
          ...form.register('zip', {
            onBlur: (event: { target: { value: string } }) =>
              form.setValue('zip', event.target.value.toUpperCase()),
          }),
          maxLength: 8,
          autoComplete: 'postal-code',
          autoCapitalize: 'characters',
          required: true,
        }}
      />
    </AddressFormFrame>
  );
}
