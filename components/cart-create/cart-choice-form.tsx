'use client';

import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { ShippingAddressDialog } from '@/components/account/profile/shipping-address-dialog';
import buttons from '@/components/ui/button.module.css';
import { FailureAlert } from '@/components/ui/failure-alert';
import { deliveryOptionsQueryOptions } from '@/lib/cart/cart-choice';
import type { ChosenDelivery } from '@/lib/cart/cart-choice-types';
import { shippingAddressesQueryOptions } from '@/lib/account/profile';
import { AddressChoice } from './address-choice';
import { CartScreenSkeleton } from './cart-screen-skeleton';
import {
  NO_CHOICE,
  choiceReducer,
  chosenDeliveryOf,
  deliversToAddress,
  openBlocker,
  optionKeyOf,
  orderedOptions,
  resolveChoice,
  slotPlaceOf,
} from './delivery-choice';
import { DeliveryOptions } from './delivery-options';
import { FirstSlotNote } from './first-slot-note';
import { useFirstSlot } from './use-first-slot';
import styles from './cart-create.module.css';

type CartChoiceFormProps = {
  customerId: number;
  /** The button's words, and while the call runs. */
  submitText: string;
  busyText: string;
  busy: boolean;
  failure: string | null;
  /** The choice, and the chosen address's town (for the words of a refusal). */
  onSubmit: (chosen: ChosenDelivery, city: string | null) => void;
  /** On /cart/update: the cart's own choice, marked and not offered as a move. */
  current?: ChosenDelivery | null;
  /** Said between the choice and the button (the warnings of cart creation). */
  children?: ReactNode;
};

/**
 * The choice of spec §2 cart creation, shared by /cart/create and /cart/update: a radio per
 * pick-up store and per delivery mode, the address for delivery, the first available slot, and a
 * button that stays disabled, saying why, until the choice can be opened (delivery-choice.ts).
 */
export function CartChoiceForm(props: CartChoiceFormProps) {
  const { customerId, submitText, busyText, busy, failure, onSubmit, current = null, children } = props;
  const t = useTranslations('cartCreate');
  const options = useQuery(deliveryOptionsQueryOptions());
  const addresses = useQuery(shippingAddressesQueryOptions(customerId));
  const [state, dispatch] = useReducer(choiceReducer, NO_CHOICE);
  const ordered = useMemo(() => orderedOptions(options.data ?? []), [options.data]);
  const choice = resolveChoice(state, ordered, addresses.data ?? []);
  const { slot, retry } = useFirstSlot(slotPlaceOf(choice));
  const blocker = openBlocker({ choice, slot, busy, current });
  const formRef = useRef<HTMLFormElement>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const chooseOption = useCallback((key: string) => dispatch({ type: 'option', key }), []);
  const chooseAddress = useCallback(
    (addressId: number | null) => dispatch({ type: 'address', addressId }),
    [],
  );
  // Spec §4: no delivery within a week suggests pick-up; take the shopper to the store radios.
  const showPickUp = () => formRef.current?.querySelector<HTMLInputElement>('input[data-pick-up]')?.focus();

  if (options.isPending) {
    return <CartScreenSkeleton label={t('loading')} />;
  }
  if (options.isError) {
    return (
      <div className={styles.card}>
        <FailureAlert message={t('loadFailed')} announce={false} />
        <div>
          <button type="button" className={buttons.secondary} onClick={() => void options.refetch()}>
            <RefreshCw aria-hidden="true" size={18} />
            {t('retry')}
          </button>
        </div>
      </div>
    );
  }

  const delivers = choice.option !== null && deliversToAddress(choice.option.deliveryMode);
  const submit = () => {
    const chosen = chosenDeliveryOf(choice);
    if (blocker === null && chosen) onSubmit(chosen, choice.address?.city ?? null);
  };
  // The add-address popup is a form of its own, so it sits beside this form, never inside it: a
  // form within a form is not HTML, and its save then went to the page as a GET of the fields.
  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.card}>
          <DeliveryOptions
            options={ordered}
            selectedKey={state.optionKey}
            currentKey={current ? optionKeyOf(current) : null}
            onChoose={chooseOption}
          />
          {delivers ? (
            <AddressChoice
              customerId={customerId}
              addressId={choice.address?.id ?? null}
              onChoose={chooseAddress}
              onAdd={() => setAddingAddress(true)}
            />
          ) : null}
          <FirstSlotNote
            slot={slot}
            city={choice.address?.city ?? null}
            mode={choice.option?.deliveryMode ?? null}
            delivers={delivers}
            onRetry={retry}
            onSuggestPickUp={showPickUp}
          />
        </div>
        {children}
        <FailureAlert message={failure} />
        <div className={styles.actions}>
          <button
            type="submit"
            className={`${buttons.primary} ${styles.submit}`}
            disabled={blocker !== null}
            aria-describedby={blocker && blocker !== 'busy' ? 'cart-choice-why' : undefined}
          >
            {busy ? busyText : submitText}
          </button>
          {blocker && blocker !== 'busy' ? (
            <p id="cart-choice-why" className={styles.why}>
              {t(`blockers.${blocker}`)}
            </p>
          ) : null}
        </div>
      </form>
      <ShippingAddressDialog
        customerId={customerId}
        address={null}
        open={addingAddress}
        onClose={() => setAddingAddress(false)}
        onSaved={(saved) => chooseAddress(saved.id)}
      />
    </>
  );
}
