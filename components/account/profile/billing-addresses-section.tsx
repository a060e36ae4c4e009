'use client';

import type { BillingAddress } from '@shop/product-api/contract/addresses';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { billingAddressesQueryOptions } from '@/lib/account/profile';
import { AddressListSection, EditAddressButton } from './address-list-section';
import { BillingAddressDialog } from './billing-address-dialog';
import lists from './address-list.module.css';

export function billingAddressLine(address: BillingAddress): string {
  const street = [address.address, address.streetNumber].filter(Boolean).join(' ');
  const town = [address.zip, address.city, address.county ? `(${address.county})` : '']
    .filter(Boolean)
    .join(' ');
  return [street, town].filter(Boolean).join(', ');
}

/**
 * Billing addresses (spec §2, §7): reachable at /profile/billing, not linked from the menu. The
 * list and one popup for create and update, as for shipping addresses.
 */
export function BillingAddressesSection({ customerId }: { customerId: number }) {
  const t = useTranslations('profile.billing');
  const addresses = useQuery(billingAddressesQueryOptions(customerId));

  return (
    <AddressListSection
      section="billing"
      title={t('title')}
      intro={t('intro')}
      texts={{ loadFailed: t('loadFailed'), empty: t('empty'), add: t('add') }}
      addresses={addresses}
      describe={(address) => (
        <>
          <p className={lists.main}>{address.companyName}</p>
          <p className={lists.muted}>{t('vatLine', { vatCode: address.vatCode })}</p>
          <p className={lists.muted}>{billingAddressLine(address)}</p>
        </>
      )}
      actionFor={(address, edit) => (
        <EditAddressButton
          label={t('editLabel', { company: address.companyName })}
          text={t('edit')}
          onClick={edit}
        />
      )}
      dialog={(props) => <BillingAddressDialog customerId={customerId} {...props} />}
    />
  );
}
