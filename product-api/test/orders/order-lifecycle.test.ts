import { orderStatusSchema, type OrderStatus } from '../../src/contract/checkout';
import {
  ORDER_TRANSITIONS,
  decideTransition,
  nextStatusesFor,
  type OrderActor,
  type OrderState,
} from '../../src/orders/order-lifecycle';

/**
 * The order state machine (docs/order-lifecycle.md), without a database. The allowed changes are
 * written out here a second time, by hand, from the table in the docs: every other (from, to,
 * actor) is refused, so a row added to the machine without the docs (or the other way) fails.
 */

const STATUSES = orderStatusSchema.options;
const STORE_ID = 3;
const CUSTOMER_ID = 42;

const ACTORS: Record<string, OrderActor> = {
  customer: { kind: 'customer', customerId: CUSTOMER_ID },
  staff: { kind: 'staff', staffId: 7, storeIds: [STORE_ID] },
  manager: { kind: 'manager', staffId: 1 },
  payment: { kind: 'payment' },
  job: { kind: 'job' },
};

/** from → to: the actors who may, for a pick-up order (IN_STORE). */
const ALLOWED_PICK_UP: [OrderStatus, OrderStatus, string[]][] = [
  ['PAYMENT_PENDING', 'TO_BE_PREPARED', ['payment']],
  ['PAYMENT_PENDING', 'ABORTED', ['customer', 'job']],
  ['PAYMENT_PENDING', 'CANCELLED', ['manager']],
  ['TO_BE_PREPARED', 'ABORTED', ['customer']],
  ['TO_BE_PREPARED', 'IN_PREPARATION', ['staff', 'manager']],
  ['TO_BE_PREPARED', 'CANCELLED', ['staff', 'manager']],
  ['IN_PREPARATION', 'ISSUING_RECEIPT', ['staff', 'manager']],
  ['IN_PREPARATION', 'CANCELLED', ['staff', 'manager']],
  ['ISSUING_RECEIPT', 'TO_BE_COLLECTED', ['staff', 'manager']],
  ['ISSUING_RECEIPT', 'CANCELLED', ['manager']],
  ['TO_BE_COLLECTED', 'COLLECTED', ['staff', 'manager']],
  ['TO_BE_COLLECTED', 'NOT_COLLECTED', ['staff', 'manager']],
  ['TO_BE_COLLECTED', 'CANCELLED', ['manager']],
  ['NOT_COLLECTED', 'COLLECTED', ['manager']],
];

/** The same for a home delivery (AT_HOME): delivered or refused at the door instead. */
const ALLOWED_DELIVERY: [OrderStatus, OrderStatus, string[]][] = [
  ...ALLOWED_PICK_UP.filter(
    ([from, to]) => from !== 'TO_BE_COLLECTED' && from !== 'NOT_COLLECTED' && to !== 'TO_BE_COLLECTED',
  ),
  ['ISSUING_RECEIPT', 'TO_BE_DELIVERED', ['staff', 'manager']],
  ['TO_BE_DELIVERED', 'DELIVERED', ['staff', 'manager']],
  ['TO_BE_DELIVERED', 'REFUSED', ['staff', 'manager']],
  ['TO_BE_DELIVERED', 'CANCELLED', ['manager']],
];

const orderIn = (status: OrderStatus, deliveryMode: OrderState['deliveryMode'] = 'IN_STORE'): OrderState => ({
  status,
  version: 4,
  storeId: STORE_ID,
  customerId: CUSTOMER_ID,
  deliveryMode,
});

describe.each([
  ['pick-up', 'IN_STORE', ALLOWED_PICK_UP],
  ['home delivery', 'AT_HOME', ALLOWED_DELIVERY],
] as const)('a %s order', (_label, mode, allowed) => {
  it('moves exactly along the table, for each actor, and refuses every other change as wrongStatus', () => {
    const mismatches: string[] = [];
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        if (from === to) continue;
        for (const [name, actor] of Object.entries(ACTORS)) {
          const may = allowed.some(([f, t, actors]) => f === from && t === to && actors.includes(name));
          const decision = decideTransition(orderIn(from, mode), { to, actor, reason: 'out of stock' });
          const moved = decision.kind === 'move';
          const refusedRight = decision.kind === 'refused' && decision.refusal === 'wrongStatus';
          if (may ? !moved : !refusedRight) mismatches.push(`${from} → ${to} by ${name}: ${decision.kind}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('decideTransition', () => {
  it('issues the receipt (and any invoice) on the three completions only', () => {
    const issuing = ORDER_TRANSITIONS.filter((t) => t.effects.documents).map(
      (t) => `${t.from.join(',')}→${t.to}`,
    );
    expect(issuing).toEqual([
      'TO_BE_COLLECTED→COLLECTED',
      'NOT_COLLECTED→COLLECTED',
      'TO_BE_DELIVERED→DELIVERED',
    ]);
  });

  it('gives the slot place back and cancels the waiting session when an unpaid order is aborted', () => {
    const decision = decideTransition(orderIn('PAYMENT_PENDING'), { to: 'ABORTED', actor: ACTORS.customer! });
    expect(decision).toEqual({
      kind: 'move',
      from: 'PAYMENT_PENDING',
      to: 'ABORTED',
      effects: { givePlaceBack: true, payment: 'cancelSession', mail: null },
    });
  });

  it('releases the payment and mails the customer when a placed order is aborted', () => {
    const decision = decideTransition(orderIn('TO_BE_PREPARED'), { to: 'ABORTED', actor: ACTORS.customer! });
    expect(decision).toMatchObject({
      effects: { givePlaceBack: true, payment: 'release', mail: 'order-aborted' },
    });
  });

  it('captures when picking is done and mails when the order is ready or out for delivery', () => {
    const staff = ACTORS.staff!;
    expect(
      decideTransition(orderIn('IN_PREPARATION'), { to: 'ISSUING_RECEIPT', actor: staff }),
    ).toMatchObject({
      effects: { payment: 'capture', givePlaceBack: false },
    });
    expect(
      decideTransition(orderIn('ISSUING_RECEIPT'), { to: 'TO_BE_COLLECTED', actor: staff }),
    ).toMatchObject({
      effects: { mail: 'ready-for-collection' },
    });
    expect(
      decideTransition(orderIn('ISSUING_RECEIPT', 'AT_HOME'), { to: 'TO_BE_DELIVERED', actor: staff }),
    ).toMatchObject({ effects: { mail: 'out-for-delivery' } });
  });

  it('reads another customer’s order and another store’s order as not theirs', () => {
    const stranger: OrderActor = { kind: 'customer', customerId: CUSTOMER_ID + 1 };
    const otherStore: OrderActor = { kind: 'staff', staffId: 8, storeIds: [STORE_ID + 1] };
    expect(decideTransition(orderIn('TO_BE_PREPARED'), { to: 'ABORTED', actor: stranger })).toEqual({
      kind: 'refused',
      refusal: 'notYours',
    });
    expect(decideTransition(orderIn('TO_BE_PREPARED'), { to: 'IN_PREPARATION', actor: otherStore })).toEqual({
      kind: 'refused',
      refusal: 'notYours',
    });
  });

  it('refuses a change that states an older version, and lets the same version through', () => {
    const staff = ACTORS.staff!;
    expect(
      decideTransition(orderIn('TO_BE_PREPARED'), { to: 'IN_PREPARATION', actor: staff, seenVersion: 3 }),
    ).toEqual({
      kind: 'refused',
      refusal: 'stale',
    });
    expect(
      decideTransition(orderIn('TO_BE_PREPARED'), { to: 'IN_PREPARATION', actor: staff, seenVersion: 4 }),
    ).toMatchObject({ kind: 'move' });
  });

  it('answers a repeat of a change already made as unchanged, even with the version seen before it', () => {
    expect(
      decideTransition(orderIn('ABORTED'), { to: 'ABORTED', actor: ACTORS.customer!, seenVersion: 3 }),
    ).toEqual({ kind: 'unchanged' });
    expect(
      decideTransition(orderIn('TO_BE_PREPARED'), { to: 'TO_BE_PREPARED', actor: ACTORS.payment! }),
    ).toEqual({
      kind: 'unchanged',
    });
    // Already there, but not by a change this actor could make: still a refusal.
    expect(decideTransition(orderIn('COLLECTED'), { to: 'COLLECTED', actor: ACTORS.customer! })).toEqual({
      kind: 'refused',
      refusal: 'wrongStatus',
    });
  });

  it('earns loyalty points on the hand-over transitions only: collected (also late) and delivered', () => {
    const earning: string[] = [];
    for (const mode of ['IN_STORE', 'AT_HOME'] as const) {
      for (const from of STATUSES) {
        for (const to of STATUSES) {
          for (const [name, actor] of Object.entries(ACTORS)) {
            const decision = decideTransition(orderIn(from, mode), { to, actor, reason: 'out of stock' });
            if (decision.kind === 'move' && decision.effects.points)
              earning.push(`${from} → ${to} by ${name}`);
          }
        }
      }
    }
    expect(earning.sort()).toEqual([
      'NOT_COLLECTED → COLLECTED by manager',
      'TO_BE_COLLECTED → COLLECTED by manager',
      'TO_BE_COLLECTED → COLLECTED by staff',
      'TO_BE_DELIVERED → DELIVERED by manager',
      'TO_BE_DELIVERED → DELIVERED by staff',
    ]);
  });

  it('wants a reason for a cancellation', () => {
    expect(
      decideTransition(orderIn('TO_BE_PREPARED'), { to: 'CANCELLED', actor: ACTORS.staff!, reason: ' ' }),
    ).toEqual({
      kind: 'refused',
      refusal: 'reasonRequired',
    });
  });
});

describe('nextStatusesFor', () => {
  it('offers the customer abort only while TO_BE_PREPARED or PAYMENT_PENDING', () => {
    const abortable = STATUSES.filter((status) =>
      nextStatusesFor(orderIn(status), ACTORS.customer!).includes('ABORTED'),
    );
    expect(abortable.sort()).toEqual(['PAYMENT_PENDING', 'TO_BE_PREPARED']);
  });
});
