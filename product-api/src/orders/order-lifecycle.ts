import type { DeliveryMode } from '../contract/catalogue';
import type { OrderStatus } from '../contract/checkout';
import type { OrderActorKind } from '../contract/orders';

/**
 * The order state machine (docs/order-lifecycle.md): which status may follow which, who may make
 * each change, and what each change does to the slot place, the payment and the e-mails. Pure:
 * no I/O, so every route, callback and job asks it the same question and the table in the docs
 * is this file in words. The writer that applies a decision is orders/order-transitions.ts.
 */

/** Who asks for a change. Staff carry the stores they work in; a manager works in all of them. */
export type OrderActor =
  | { kind: 'customer'; customerId: number }
  | { kind: 'staff'; staffId: number; storeIds: readonly number[] }
  | { kind: 'manager'; staffId: number }
  | { kind: 'payment' }
  | { kind: 'job' };

/** What the payments domain does when the change is made (capture and release amounts: issue 29 item 6). */
export type PaymentEffect = 'none' | 'cancelSession' | 'release' | 'capture';

/** The customer e-mail a change sends through the outbox, if any. */
export type OrderMailKind =
  | 'order-aborted'
  | 'order-cancelled'
  | 'ready-for-collection'
  | 'out-for-delivery'
  | 'order-completed'
  | 'order-not-collected'
  | 'order-refused';

export type TransitionEffects = {
  /** The order's place in its slot goes back to the slots domain (a slot the order will not use). */
  givePlaceBack: boolean;
  payment: PaymentEffect;
  mail: OrderMailKind | null;
  /**
   * The order is complete: its receipt, and a VAT invoice if asked, are issued (invoices/;
   * docs/order-lifecycle.md, Receipts and VAT invoices). Absent on every other change.
   */
  documents?: true;
  /**
   * The order is confirmed to the customer now (the confirmation e-mail of order-mail.ts): an
   * online order when its payment is authorised, as a cash order is when placed (issue 30 item 9).
   */
  confirmation?: true;
  /**
   * The order is completed: the customer's loyalty card earns its points, once
   * (profiles/order-points.service.ts). Set only on the hand-over transitions.
   */
  points?: true;
};

type Transition = {
  from: readonly OrderStatus[];
  to: OrderStatus;
  actors: readonly OrderActorKind[];
  effects: TransitionEffects;
  /** Staff must give a reason (a cancellation). */
  needsReason?: boolean;
};

const PICK_UP_MODES: readonly DeliveryMode[] = ['IN_STORE', 'DRIVE'];
const DELIVERY_MODES: readonly DeliveryMode[] = ['AT_HOME', 'SHIPPED'];
const STORE: readonly OrderActorKind[] = ['staff', 'manager'];
const quiet = (payment: PaymentEffect = 'none'): TransitionEffects => ({
  givePlaceBack: false,
  payment,
  mail: null,
});
const mailing = (mail: OrderMailKind, payment: PaymentEffect = 'none'): TransitionEffects => ({
  givePlaceBack: false,
  payment,
  mail,
});
/**
 * A completion: the goods are handed over, the customer mailed with the final total, the receipt
 * (and invoice) issued, and the loyalty points earned (spec §1).
 */
const completing = (): TransitionEffects => ({
  ...mailing('order-completed'),
  documents: true,
  points: true,
});

/** The table of docs/order-lifecycle.md, row by row. */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  // The provider's callback confirms an online payment: now the customer gets the confirmation.
  {
    from: ['PAYMENT_PENDING'],
    to: 'TO_BE_PREPARED',
    actors: ['payment'],
    effects: { ...quiet(), confirmation: true },
  },
  // Unpaid in time (the job), or given up by the customer before the store started.
  {
    from: ['PAYMENT_PENDING'],
    to: 'ABORTED',
    actors: ['customer', 'job'],
    effects: { givePlaceBack: true, payment: 'cancelSession', mail: null },
  },
  {
    from: ['TO_BE_PREPARED'],
    to: 'ABORTED',
    actors: ['customer'],
    effects: { givePlaceBack: true, payment: 'release', mail: 'order-aborted' },
  },
  // The store picks.
  { from: ['TO_BE_PREPARED'], to: 'IN_PREPARATION', actors: STORE, effects: quiet() },
  // Picking done: the final total is fixed, the payment captured for it, the receipt issued.
  { from: ['IN_PREPARATION'], to: 'ISSUING_RECEIPT', actors: STORE, effects: quiet('capture') },
  {
    from: ['ISSUING_RECEIPT'],
    to: 'TO_BE_COLLECTED',
    actors: STORE,
    effects: mailing('ready-for-collection'),
  },
  {
    from: ['ISSUING_RECEIPT'],
    to: 'TO_BE_DELIVERED',
    actors: STORE,
    effects: mailing('out-for-delivery'),
  },
  { from: ['TO_BE_COLLECTED'], to: 'COLLECTED', actors: STORE, effects: completing() },
  { from: ['TO_BE_COLLECTED'], to: 'NOT_COLLECTED', actors: STORE, effects: mailing('order-not-collected') },
  // A customer who comes after the store gave up on the pick-up: only a manager reopens that.
  { from: ['NOT_COLLECTED'], to: 'COLLECTED', actors: ['manager'], effects: completing() },
  { from: ['TO_BE_DELIVERED'], to: 'DELIVERED', actors: STORE, effects: completing() },
  { from: ['TO_BE_DELIVERED'], to: 'REFUSED', actors: STORE, effects: mailing('order-refused') },
  // Cancelled by the store with a reason: staff before the goods are paid for, a manager later too.
  {
    from: ['TO_BE_PREPARED', 'IN_PREPARATION'],
    to: 'CANCELLED',
    actors: STORE,
    needsReason: true,
    effects: { givePlaceBack: true, payment: 'release', mail: 'order-cancelled' },
  },
  {
    from: ['PAYMENT_PENDING', 'ISSUING_RECEIPT', 'TO_BE_COLLECTED', 'TO_BE_DELIVERED'],
    to: 'CANCELLED',
    actors: ['manager'],
    needsReason: true,
    effects: { givePlaceBack: true, payment: 'release', mail: 'order-cancelled' },
  },
];

/** Statuses no transition leaves except a manager's correction: the order's story is told. */
export const FINAL_STATUSES: readonly OrderStatus[] = [
  'ABORTED',
  'CANCELLED',
  'COLLECTED',
  'NOT_COLLECTED',
  'DELIVERED',
  'REFUSED',
];

/**
 * What a move to `to` does to the coupons the order claimed when placed
 * (coupons/coupon-orders.service.ts, docs/order-lifecycle.md: Coupons): burnt when the goods are
 * handed over, given back (activated again) when the order ends unsold: aborted, cancelled or
 * refused at the door. An uncollected order keeps them, since a manager may still mark it collected
 * at the total they took off.
 */
export function couponEffectOf(to: OrderStatus): 'burn' | 'giveBack' | null {
  if (to === 'COLLECTED' || to === 'DELIVERED') return 'burn';
  if (to === 'ABORTED' || to === 'CANCELLED' || to === 'REFUSED') return 'giveBack';
  return null;
}

/** The status an order is placed in: online payments wait for the provider (spec §4). */
export const placedStatusOf = (onlinePayment: boolean): OrderStatus =>
  onlinePayment ? 'PAYMENT_PENDING' : 'TO_BE_PREPARED';

/** The order as the machine sees it. */
export type OrderState = {
  status: OrderStatus;
  version: number;
  storeId: number;
  customerId: number | null;
  deliveryMode: DeliveryMode;
};

export type TransitionRequest = {
  to: OrderStatus;
  actor: OrderActor;
  /** The version the actor saw; undefined when it acts on whatever is current (callback, job). */
  seenVersion?: number;
  reason?: string;
};

export type TransitionRefusal =
  /** The actor may not see this order at all: answered as not found (never leak that it exists). */
  | 'notYours'
  /** The order is not in a status this actor may move to `to` from. */
  | 'wrongStatus'
  /** The order changed since the actor read it (optimistic version). */
  | 'stale'
  /** A cancellation without a reason. */
  | 'reasonRequired';

export type TransitionDecision =
  | { kind: 'move'; from: OrderStatus; to: OrderStatus; effects: TransitionEffects }
  /** Already in the asked status by a change this actor may make: a repeat, harmless, changes nothing. */
  | { kind: 'unchanged' }
  | { kind: 'refused'; refusal: TransitionRefusal };

/** Whether the actor may act on this order at all (a customer their own, staff their stores'). */
export function actorReaches(actor: OrderActor, order: OrderState): boolean {
  switch (actor.kind) {
    case 'customer':
      return order.customerId === actor.customerId;
    case 'staff':
      return actor.storeIds.includes(order.storeId);
    default:
      return true;
  }
}

/** The hand-over statuses belong to one kind of mode: a pick-up order is never out for delivery. */
const HANDOVER_MODES: Partial<Record<OrderStatus, readonly DeliveryMode[]>> = {
  TO_BE_COLLECTED: PICK_UP_MODES,
  COLLECTED: PICK_UP_MODES,
  NOT_COLLECTED: PICK_UP_MODES,
  TO_BE_DELIVERED: DELIVERY_MODES,
  DELIVERED: DELIVERY_MODES,
  REFUSED: DELIVERY_MODES,
};
const fitsMode = (status: OrderStatus, mode: DeliveryMode): boolean =>
  HANDOVER_MODES[status]?.includes(mode) ?? true;

const allows = (transition: Transition, actor: OrderActor, order: OrderState): boolean =>
  transition.actors.includes(actor.kind) &&
  fitsMode(order.status, order.deliveryMode) &&
  fitsMode(transition.to, order.deliveryMode);

/** Decides one requested change: move (with its effects), harmless repeat, or refusal. */
export function decideTransition(order: OrderState, request: TransitionRequest): TransitionDecision {
  const { actor, to } = request;
  if (!actorReaches(actor, order)) return { kind: 'refused', refusal: 'notYours' };
  const candidates = ORDER_TRANSITIONS.filter((t) => t.to === to && allows(t, actor, order));
  // A repeat (a double click, a resent callback, a job run twice) finds the order already there.
  if (order.status === to && candidates.length > 0) return { kind: 'unchanged' };
  if (request.seenVersion !== undefined && request.seenVersion !== order.version) {
    return { kind: 'refused', refusal: 'stale' };
  }
  const transition = candidates.find((t) => t.from.includes(order.status));
  if (!transition) return { kind: 'refused', refusal: 'wrongStatus' };
  if (transition.needsReason && (request.reason ?? '').trim().length === 0) {
    return { kind: 'refused', refusal: 'reasonRequired' };
  }
  return { kind: 'move', from: order.status, to, effects: transition.effects };
}

/** The statuses this actor may move the order to now (the customer's buttons, the staff's actions). */
export function nextStatusesFor(order: OrderState, actor: OrderActor): OrderStatus[] {
  if (!actorReaches(actor, order)) return [];
  return ORDER_TRANSITIONS.filter((t) => t.from.includes(order.status) && allows(t, actor, order)).map(
    (t) => t.to,
  );
}
