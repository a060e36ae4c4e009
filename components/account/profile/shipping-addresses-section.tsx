'use client';

import type { ShippingAddress } from '@shop/product-api/contract/addresses';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { shippingAddressesQueryOptions } from '@/lib/account/profile';
import { AddressListSection, EditAddressButton } from './address-list-section';
import { ShippingAddressDialog } from './shipping-address-dialog';
import lists from './address-list.module.css';

export function shippingAddressLine(address: ShippingAddress): string {
  const street = [address.address, address.streetNumber].filter(Boolean).join(' ');
  return [street, [address.zip, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * Shipping addresses (spec §2, §7): the list with an edit button on each, and one popup for
 * create and update. A readOnly address (spec §6) shows a lock instead: it cannot be changed.
 */
export function ShippingAddressesSection({ customerId }: { customerId: number }) {
  const t = useTranslations('profile.addresses');
  const addresses = useQuery(shippingAddressesQueryOptions(customerId));

  return (
    <AddressListSection
      section="addresses"
      title={t('title')}
      texts={{ loadFailed: t('loadFailed'), empty: t('empty'), add: t('add') }}
      addresses={addresses}
      describe={(address) => (
        <>
          <p className={lists.main}>{shippingAddressLine(address)}</p>
          <p className={lists.muted}>{address.nation || t('malta')}</p>
        </>
      )}
      actionFor={(address, edit) =>
        address.readOnly ? (
          <span className={lists.locked}>
            <Lock aria-hidden="true" size={18} />
            {t('locked')}
          </span>
        ) : (
          <EditAddressButton
            label={t('editLabel', { address: shippingAddressLine(address) })}
            text={t('edit')}
            onClick={edit}
          />
        )
      }
      dialog={(props) => <ShippingAddressDialog customerId={customerId} {...props} />}
    />
  );
}
