'use client';

import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { shippingAddressLine } from '@/components/account/profile/shipping-addresses-section';
import buttons from '@/components/ui/button.module.css';
import { SelectField } from '@/components/ui/form-field';
import { Link } from '@/i18n/navigation';
import { shippingAddressesQueryOptions } from '@/lib/account/profile';
import styles from './cart-create.module.css';

type AddressChoiceProps = {
  customerId: number;
  addressId: number | null;
  onChoose: (addressId: number | null) => void;
  /** Opens the profile's add-address popup, which the form draws outside itself. */
  onAdd: () => void;
};

/**
 * Spec §2: for home and parcel delivery, the address from the customer's shipping addresses, with
 * a button for the profile's add-address popup beside it; with no address at all, a link to the
 * addresses page.
 */
export function AddressChoice({ customerId, addressId, onChoose, onAdd }: AddressChoiceProps) {
  const t = useTranslations('cartCreate');
  const addresses = useQuery(shippingAddressesQueryOptions(customerId));

  if (addresses.isPending) return <p className={styles.muted}>{t('addressesLoading')}</p>;
  if (addresses.isError) return <p className={styles.slotNone}>{t('addressesFailed')}</p>;
  if (addresses.data.length === 0) {
    return (
      <p>
        {t('noAddresses')}{' '}
        <Link href="/profile/addresses" className={styles.link}>
          {t('goToAddresses')}
        </Link>
      </p>
    );
  }
  return (
    <div className={styles.addressRow}>
      <SelectField
        label={t('address')}
        selectProps={{
          name: 'addressId',
          value: addressId === null ? '' : String(addressId),
          onChange: (event) => onChoose(event.target.value === '' ? null : Number(event.target.value)),
          required: true,
        }}
      >
        <option value="">{t('chooseAddress')}</option>
        {addresses.data.map((address) => (
          <option key={address.id} value={address.id}>
            {shippingAddressLine(address)}
          </option>
        ))}
      </SelectField>
      <div>
        <button type="button" className={buttons.secondary} onClick={onAdd}>
          <Plus aria-hidden="true" size={18} />
          {t('addAddress')}
        </button>
      </div>
    </div>
  );
}
