'use client';

import type { BillingAddress } from '@shop/product-api/contract/addresses';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { CheckboxField, SelectField } from '@/components/ui/form-field';
import { Link } from '@/i18n/navigation';
import type { CheckoutFormApi } from './checkout-form';
import styles from './data-step.module.css';

/** 'ACME Ltd – Via Roma 12, Milano' for the dropdown. */
const billingLabel = (address: BillingAddress) =>
  `${address.companyName || address.vatCode} – ${address.address} ${address.streetNumber}, ${address.city}`.trim();

/**
 * Spec §2, §5: the invoice box and, when ticked, the billing address it goes to. An address
 * lacking a field an invoice needs is refused by the form ('incompleteBillingAddress').
 */
export function InvoiceFields({
  form,
  addresses,
}: {
  form: CheckoutFormApi;
  addresses: readonly BillingAddress[];
}) {
  const t = useTranslations('checkout.data');
  const invoice = useWatch({ control: form.control, name: 'invoice' });
  const { errors } = form.formState;
  return (
    <div className={styles.group}>
      <CheckboxField label={t('invoice')} inputProps={form.register('invoice')} />
      {invoice && addresses.length > 0 ? (
        <SelectField
          label={t('billingAddress')}
          error={errors.billingAddressId?.message}
          selectProps={form.register('billingAddressId', {
            // Re-checked at once, so the 'incomplete' error follows the choice.
            onChange: () => void form.trigger('billingAddressId'),
          })}
        >
          <option value="">{t('chooseBilling')}</option>
          {addresses.map((address) => (
            <option key={address.id} value={String(address.id)}>
              {billingLabel(address)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {invoice && addresses.length === 0 ? (
        <p className={styles.note} role="alert">
          {t('noBilling')}{' '}
          <Link href="/profile/billing" className={styles.link}>
            {t('addBilling')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
