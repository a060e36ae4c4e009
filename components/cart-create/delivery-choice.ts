import type { ShippingAddress } from '@shop/product-api/contract/addresses';
import { isAddressMode } from '@shop/product-api/contract/cart-rules';
import type { DeliveryMode, DeliveryOption } from '@shop/product-api/contract/catalogue';
import type { ChosenDelivery, FirstSlotOutcome, SlotPlace } from '@/lib/cart/cart-choice-types';

/**
 * The rules of the cart creation form (spec §2, §4 Cart), apart from React so they are read and
 * tested in one place: one radio per pick-up store plus the delivery modes; a new radio clears the
 * address (and so the slot, which follows from radio and address); the button waits for a mode, an
 * address where the mode delivers, a slot, and no opening under way.
 */

/** The radio chosen and, for a mode that delivers, the address. */
export type ChoiceState = { optionKey: string | null; addressId: number | null };

export const NO_CHOICE: ChoiceState = { optionKey: null, addressId: null };

export type ChoiceAction = { type: 'option'; key: string } | { type: 'address'; addressId: number | null };

export function choiceReducer(state: ChoiceState, action: ChoiceAction): ChoiceState {
  if (action.type === 'option') {
    // Spec §4: changing mode resets store, address and slot.
    return state.optionKey === action.key ? state : { optionKey: action.key, addressId: null };
  }
  return { ...state, addressId: action.addressId };
}

export const deliversToAddress: (mode: DeliveryMode) => boolean = isAddressMode;

/** One radio per option of GET /deliveries: a pick-up mode once per store offering it. */
export const optionKeyOf = (option: Pick<DeliveryOption, 'deliveryMode' | 'storeId'>): string =>
  option.storeId === null || deliversToAddress(option.deliveryMode)
    ? option.deliveryMode
    : `${option.deliveryMode}-${option.storeId}`;

/** Pick-up radios first (a store is the quickest way to shop), then the modes that deliver. */
export function orderedOptions(options: readonly DeliveryOption[]): DeliveryOption[] {
  const rank = (option: DeliveryOption) => (deliversToAddress(option.deliveryMode) ? 1 : 0);
  return [...options].sort((a, b) => rank(a) - rank(b));
}

export type ResolvedChoice = { option: DeliveryOption | null; address: ShippingAddress | null };

export function resolveChoice(
  state: ChoiceState,
  options: readonly DeliveryOption[],
  addresses: readonly ShippingAddress[],
): ResolvedChoice {
  const option = options.find((candidate) => optionKeyOf(candidate) === state.optionKey) ?? null;
  if (!option || !deliversToAddress(option.deliveryMode)) return { option, address: null };
  // A customer with one address has nothing to choose: it is taken until they pick otherwise
  // (issue 30), and a new mode, which forgets the address, takes it again.
  const only = addresses.length === 1 && state.addressId === null ? (addresses[0] ?? null) : null;
  const address = addresses.find((candidate) => candidate.id === state.addressId) ?? only;
  return { option, address };
}

/** Where to look for the first slot; null until the choice says (a delivery mode needs its address). */
export function slotPlaceOf({ option, address }: ResolvedChoice): SlotPlace | null {
  if (!option) return null;
  if (deliversToAddress(option.deliveryMode)) {
    return address ? { deliveryMode: option.deliveryMode, storeId: null, city: address.city } : null;
  }
  return option.storeId === null
    ? null
    : { deliveryMode: option.deliveryMode, storeId: option.storeId, city: null };
}

export function chosenDeliveryOf({ option, address }: ResolvedChoice): ChosenDelivery | null {
  if (!option) return null;
  if (deliversToAddress(option.deliveryMode)) {
    return address ? { deliveryMode: option.deliveryMode, storeId: null, addressId: address.id } : null;
  }
  return { deliveryMode: option.deliveryMode, storeId: option.storeId, addressId: null };
}

/** What the first-slot lookup has given so far. */
export type SlotState = 'idle' | 'loading' | 'failed' | FirstSlotOutcome;

/**
 * Why the button is disabled, so it can say so (architecture, Look and feel: disabled buttons that
 * say why); null when it is not.
 */
export type OpenBlocker = 'chooseMode' | 'chooseAddress' | 'waitSlot' | 'noSlot' | 'sameAsNow' | 'busy';

export function openBlocker(input: {
  choice: ResolvedChoice;
  slot: SlotState;
  busy: boolean;
  /** On /cart/update: the cart's own choice, which is no move at all. */
  current?: ChosenDelivery | null;
}): OpenBlocker | null {
  const { choice, slot, busy, current } = input;
  if (!choice.option) return 'chooseMode';
  if (deliversToAddress(choice.option.deliveryMode) && !choice.address) return 'chooseAddress';
  if (current && sameDelivery(chosenDeliveryOf(choice), current)) return 'sameAsNow';
  if (slot === 'idle' || slot === 'loading') return 'waitSlot';
  if (slot === 'failed' || slot.kind !== 'slot') return 'noSlot';
  if (busy) return 'busy';
  return null;
}

/** Same mode and, for pick-up, the same store; for delivery, the same address. */
export function sameDelivery(a: ChosenDelivery | null, b: ChosenDelivery): boolean {
  if (!a || a.deliveryMode !== b.deliveryMode) return false;
  return deliversToAddress(a.deliveryMode) ? a.addressId === b.addressId : a.storeId === b.storeId;
}
