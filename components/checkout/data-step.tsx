'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Cart } from '@shop/product-api/contract/cart';
import { NOTES_MAX_LENGTH, typedNoteOf } from '@shop/product-api/contract/notes';
import type { Profile } from '@shop/product-api/contract/profiles';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PriceChangeDialog } from '@/components/cart/price-change-dialog';
import buttons from '@/components/ui/button.module.css';
import { CheckboxField, TextAreaField } from '@/components/ui/form-field';
import { FailureAlert } from '@/components/ui/failure-alert';
import { useHydrated } from '@/lib/use-hydrated';
import { billingAddressesQueryOptions } from '@/lib/account/profile';
import checkout from './checkout.module.css';
import {
  type CheckoutForm,
  type CheckoutFormInput,
  checkoutDefaultsOf,
  checkoutFormSchema,
  freezeRequestOf,
} from './checkout-form-schema';
import { ContactFields } from './contact-fields';
import { DeliveryDetails } from './delivery-details';
import styles from './data-step.module.css';
import { InvoiceFields } from './invoice-fields';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { PaymentOverlay } from './payment-overlay';
import { ReplacementSummary } from './replacement-summary';
import { isOnline, usePlaceOrder } from './use-place-order';

type DataStepProps = {
  cart: Cart;
  profile: Profile;
  /** What the shopper entered before the held time was lost, to open the form with again. */
  draft: CheckoutFormInput | null;
  /** Called with what is entered when the step closes (the hold ran out, the shopper went back). */
  onLeave: (draft: CheckoutFormInput) => void;
  /** The held time is gone (ran out, 4028, 4029): the screen goes back to step 1 with this notice. */
  onSlotLost: (notice: string) => void;
  onPlaced: (orderId: number) => void;
};

/**
 * Spec §2 step 2 (/checkout/data, /checkout/summary): contact data, where and when, notes,
 * invoice, product replacement (with the cart lines' substitution choices summarised), gift, payment method and the summary in one form, checked on
 * blur with the contract's rules (spec §5). The order button stays disabled until a payment
 * method is chosen and the replacement box is ticked, and says so.
 */
export function DataStep({ cart, profile, draft, onLeave, onSlotLost, onPlaced }: DataStepProps) {
  const t = useTranslations('checkout.data');
  const hintId = useId();
  const hydrated = useHydrated();
  const billing = useQuery(billingAddressesQueryOptions(profile.id));
  const addresses = useMemo(() => billing.data ?? [], [billing.data]);
  const resolver = useMemo(() => zodResolver(checkoutFormSchema(addresses)), [addresses]);
  const form = useForm<CheckoutFormInput, unknown, CheckoutForm>({
    resolver,
    mode: 'onBlur',
    defaultValues: draft ?? checkoutDefaultsOf(profile),
  });
  const [paymentMode, replacement, typedNotes] = useWatch({
    control: form.control,
    name: ['paymentMode', 'enableProductsReplacement', 'notes'],
  });
  // Issue 30: a hold that runs out sends the shopper back to the times; the ticks, notes and
  // contact data come back with the form instead of being asked for again.
  useEffect(() => () => onLeave(form.getValues()), [form, onLeave]);
  const order = usePlaceOrder({ cart, onSlotLost, onPlaced });
  const timeSlotId = cart.delivery.timeSlotId;

  const ready = paymentMode !== '' && replacement;
  const submit = form.handleSubmit((values) => {
    if (timeSlotId === null) return;
    return order.place(freezeRequestOf(values, cart, timeSlotId));
  });
  const notes = form.register('notes', {
    // Spec §5: emoji and symbols go as they are typed, with the space they leave; the field stops
    // at the limit and counts up to it (issue 30: nothing is cut without the shopper seeing it).
    onChange: (event: { target: { value: string } }) => {
      const kept = typedNoteOf(event.target.value);
      if (kept !== event.target.value) form.setValue('notes', kept);
    },
  });
  const notesCount = (typedNotes ?? '').length;

  return (
    <>
      <form className={styles.layout} noValidate onSubmit={(event) => void submit(event)}>
        <div className={checkout.stack}>
          <ContactFields form={form} />
          <DeliveryDetails cart={cart} onHoldExpired={() => onSlotLost(t('holdRanOut'))} />
          <TextAreaField
            label={t('notes')}
            hint={t(notesCount >= NOTES_MAX_LENGTH ? 'notesFull' : 'notesHint', {
              count: notesCount,
              max: NOTES_MAX_LENGTH,
            })}
            error={form.formState.errors.notes?.message}
            textAreaProps={{ ...notes, rows: 2, maxLength: NOTES_MAX_LENGTH }}
          />
          <InvoiceFields form={form} addresses={addresses} />
          <CheckboxField
            label={t('replacement')}
            hint={<ReplacementSummary cart={cart} />}
            error={form.formState.errors.enableProductsReplacement?.message}
            inputProps={{ ...form.register('enableProductsReplacement'), 'aria-required': true }}
          />
          {cart.giftAvailable ? <CheckboxField label={t('gift')} inputProps={form.register('gift')} /> : null}
          <PaymentMethods form={form} mode={cart.deliveryMode} />
        </div>
        <div className={checkout.stack}>
          <OrderSummary cart={cart} online={isOnline(paymentMode)} />
          <FailureAlert message={order.failure} />
          <div className={`${checkout.actions} ${styles.orderActions}`}>
            <button
              type="submit"
              className={buttons.primary}
              disabled={!hydrated || !ready || order.overlay}
              aria-describedby={ready ? undefined : hintId}
            >
              {order.overlay ? t('placing') : t('placeOrder')}
            </button>
            {ready ? null : (
              <p id={hintId} className={checkout.hint}>
                {t('orderHint')}
              </p>
            )}
          </div>
        </div>
      </form>
      <PaymentOverlay open={order.overlay} text={isOnline(paymentMode) ? t('overlayOnline') : t('overlay')} />
      <PriceChangeDialog changes={order.changes} onClose={order.closeChanges} />
    </>
  );
}
