import {
  NO_CHOICE,
  choiceReducer,
  openBlocker,
  optionKeyOf,
  resolveChoice,
  sameDelivery,
  slotPlaceOf,
} from '@/components/cart-create/delivery-choice';
import { DELIVERIES, HOME, WORK, aFirstSlot } from './cart-choice-fixtures';

const slot = { kind: 'slot', slot: aFirstSlot() } as const;

describe('the cart creation rules (spec §4 Cart)', () => {
  it('clears the address when another radio is chosen, and keeps it on the same one', () => {
    const withAddress = choiceReducer(choiceReducer(NO_CHOICE, { type: 'option', key: 'AT_HOME' }), {
      type: 'address',
      addressId: HOME.id,
    });
    expect(choiceReducer(withAddress, { type: 'option', key: 'AT_HOME' })).toBe(withAddress);
    expect(choiceReducer(withAddress, { type: 'option', key: 'SHIPPED' })).toEqual({
      optionKey: 'SHIPPED',
      addressId: null,
    });
  });

  it('looks for a store slot by store, and a delivery slot by the address town', () => {
    const store = resolveChoice({ optionKey: 'IN_STORE-2', addressId: null }, DELIVERIES, [HOME]);
    expect(slotPlaceOf(store)).toEqual({ deliveryMode: 'IN_STORE', storeId: 2, city: null });
    const home = resolveChoice({ optionKey: 'AT_HOME', addressId: HOME.id }, DELIVERIES, [HOME]);
    expect(slotPlaceOf(home)).toEqual({ deliveryMode: 'AT_HOME', storeId: null, city: 'Birkirkara' });
    expect(
      slotPlaceOf(resolveChoice({ optionKey: 'AT_HOME', addressId: null }, DELIVERIES, [HOME, WORK])),
    ).toBeNull();
  });

  it('takes the only address for a delivery mode until another is chosen (issue 30)', () => {
    const only = resolveChoice({ optionKey: 'SHIPPED', addressId: null }, DELIVERIES, [HOME]);
    expect(only.address).toBe(HOME);
    expect(slotPlaceOf(only)).toEqual({ deliveryMode: 'SHIPPED', storeId: null, city: 'Birkirkara' });
    // Pick-up has no address, and with two the customer chooses.
    expect(
      resolveChoice({ optionKey: 'IN_STORE-1', addressId: null }, DELIVERIES, [HOME]).address,
    ).toBeNull();
    expect(
      resolveChoice({ optionKey: 'SHIPPED', addressId: null }, DELIVERIES, [HOME, WORK]).address,
    ).toBeNull();
  });

  it('says why the button waits, in the order the shopper meets it', () => {
    const none = resolveChoice(NO_CHOICE, DELIVERIES, [HOME]);
    const noAddress = resolveChoice({ optionKey: 'AT_HOME', addressId: null }, DELIVERIES, [HOME, WORK]);
    const store = resolveChoice({ optionKey: 'IN_STORE-1', addressId: null }, DELIVERIES, [HOME]);
    expect(openBlocker({ choice: none, slot: 'idle', busy: false })).toBe('chooseMode');
    expect(openBlocker({ choice: noAddress, slot: 'idle', busy: false })).toBe('chooseAddress');
    expect(openBlocker({ choice: store, slot: 'loading', busy: false })).toBe('waitSlot');
    expect(openBlocker({ choice: store, slot: 'failed', busy: false })).toBe('noSlot');
    expect(
      openBlocker({ choice: store, slot: { kind: 'none', reason: 'noAvailability' }, busy: false }),
    ).toBe('noSlot');
    expect(openBlocker({ choice: store, slot, busy: true })).toBe('busy');
    expect(openBlocker({ choice: store, slot, busy: false })).toBeNull();
  });

  it('refuses a move to what the cart already is', () => {
    const store = resolveChoice({ optionKey: 'IN_STORE-1', addressId: null }, DELIVERIES, [HOME]);
    const now = { deliveryMode: 'IN_STORE', storeId: 1, addressId: null } as const;
    expect(openBlocker({ choice: store, slot, busy: false, current: now })).toBe('sameAsNow');
    // Home delivery is the same by its address, whichever store serves it.
    expect(
      sameDelivery(
        { deliveryMode: 'AT_HOME', storeId: null, addressId: 4 },
        { deliveryMode: 'AT_HOME', storeId: 1, addressId: 4 },
      ),
    ).toBe(true);
    expect(optionKeyOf({ deliveryMode: 'AT_HOME', storeId: 1 })).toBe('AT_HOME');
  });
});
