import type { Smartlist } from '@shop/product-api/contract/lists';

/**
 * Ticks made without a connection (README: Shopping lists offline): kept on the device, laid over
 * the last copy of the lists, and sent when the connection returns. Pure, so the queue's rules are
 * tested without a browser; lib/lists/offline-store.ts keeps the queue.
 */

/** POST /cli/slists/items/check's body: a value, so sending it twice lands once. */
export type ListTick = { id: number; itemId: number; checked: boolean };

/** The ticks not sent yet, oldest first, at most one an item (its last value). */
export type TickQueue = readonly ListTick[];

const sameItem = (a: ListTick, b: ListTick) => a.id === b.id && a.itemId === b.itemId;

/** The queue with the tick added; an earlier tick of the same item is replaced (the last value wins). */
export function queueTick(queue: TickQueue, tick: ListTick): TickQueue {
  return [...queue.filter((queued) => !sameItem(queued, tick)), tick];
}

/** The lists as the shopper left them: each queued tick laid over the server's last copy. */
export function withTicks(lists: readonly Smartlist[], queue: TickQueue): Smartlist[] {
  if (queue.length === 0) return [...lists];
  return lists.map((list) => ({
    ...list,
    items: list.items.map((item) => {
      const tick = queue.find((queued) => queued.id === list.id && queued.itemId === item.id);
      return tick ? { ...item, checked: tick.checked } : item;
    }),
  }));
}

/** What sending one tick came to: the list answered, a refusal (list or item gone), or no connection. */
export type TickOutcome = { kind: 'sent'; list: Smartlist } | { kind: 'refused' } | { kind: 'unreachable' };

/**
 * Sends the queued ticks in order. A sent or refused tick leaves the queue (a refusal means the
 * list or item is gone, or not this customer's: sending it again would not help); at the first
 * tick that cannot reach the shop the rest wait, in order, for the next try.
 */
export async function replayTicks(
  queue: TickQueue,
  send: (tick: ListTick) => Promise<TickOutcome>,
): Promise<{ left: TickQueue; lists: Smartlist[] }> {
  const lists: Smartlist[] = [];
  for (const [index, tick] of queue.entries()) {
    const outcome = await send(tick);
    if (outcome.kind === 'unreachable') return { left: queue.slice(index), lists };
    if (outcome.kind === 'sent') lists.push(outcome.list);
  }
  return { left: [], lists };
}

const isTick = (value: unknown): value is ListTick =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  Number.isInteger(value.id) &&
  'itemId' in value &&
  Number.isInteger(value.itemId) &&
  'checked' in value &&
  typeof value.checked === 'boolean';

/** A stored queue read back, or [] when it is not one (an older shape, a damaged entry). */
export function tickQueueOf(stored: unknown): TickQueue {
  return Array.isArray(stored) ? stored.filter(isTick) : [];
}
