'use client';

import type { z } from 'zod';
import type { paymentMethodTypeSchema } from '@shop/product-api/contract/cart';
import type { DeliveryMode } from '@shop/product-api/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { useShopFeatures } from '@/components/layout/shop-features';
import { useRuleMessage } from '@/components/ui/rule-message';
import { paidAtTheStore } from '@/lib/cart/pick-up-modes';
import { deliveryModeConfigurationQueryOptions } from '@/lib/checkout/checkout';
import type { CheckoutFormApi } from './checkout-form';
import styles from './data-step.module.css';
import { LinkedCardNote } from './linked-card-note';
import { isOnline } from './use-place-order';

/**
 * Spec §2 step 2: the payment methods the delivery mode allows (GET /configuration/deliveryMode/
 * {mode}), as radios: CASH 'Cash on delivery', BANCOMAT 'Card on delivery', APCOPAY 'Online'.
 * Nothing is delivered to a pick-up: there cash and card are paid at the store (issue 30). With
 * the payments flag on, an online method says whether the linked card pays it (spec §2 payments).
 */
export function PaymentMethods({ form, mode }: { form: CheckoutFormApi; mode: DeliveryMode }) {
  const t = useTranslations('checkout.data');
  const ruleMessage = useRuleMessage();
  const configuration = useQuery(deliveryModeConfigurationQueryOptions(mode));
  const chosen = useWatch({ control: form.control, name: 'paymentMode' });
  const { payments } = useShopFeatures();
  const error = ruleMessage(form.formState.errors.paymentMode?.message);
  const labelOf = (method: z.infer<typeof paymentMethodTypeSchema>) =>
    paidAtTheStore(mode, method) ? t(`paymentMethodsAtStore.${method}`) : t(`paymentMethods.${method}`);

  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'checkout-payment-error' : undefined}>
      <legend className={styles.legend}>{t('paymentLegend')}</legend>
      {configuration.isPending ? <p className={styles.note}>{t('paymentLoading')}</p> : null}
      {configuration.isError ? (
        <div className={styles.group}>
          <FailureAlert message={t('paymentFailed')} announce={false} />
          <button type="button" className={buttons.secondary} onClick={() => void configuration.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      <div className={styles.choices}>
        {configuration.data?.paymentMethods.map((method) => (
          <label key={method} className={`${styles.choice} ${chosen === method ? styles.choiceChosen : ''}`}>
            <input type="radio" value={method} {...form.register('paymentMode')} />
            <span>{labelOf(method)}</span>
          </label>
        ))}
      </div>
      {payments && chosen && isOnline(chosen) ? <LinkedCardNote paymentMode={chosen} /> : null}
      {error ? (
        <p id="checkout-payment-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
