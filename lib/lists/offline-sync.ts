import type { Smartlist } from '@shop/product-api/contract/lists';
import { BffError } from '@/lib/queries/bff-error';
import { checkListItem } from './lists-requests';
import { type ListTick, type TickQueue, queueTick, replayTicks } from './offline-ticks';
import { readTickQueue, updateTickQueue } from './offline-store';

/**
 * Ticks with and without a connection (README: Shopping lists offline). Loaded on demand, from the
 * tick box and the offline support's replay, since it brings the lists' requests and zod.
 */

/**
 * The call never reached the shop: no signal (fetch's TypeError) or a gateway that could not
 * reach the API (5xx). A refusal (the list or item is gone, the session ended) is an answer.
 */
export const isUnreachable = (error: unknown): boolean => !(error instanceof BffError) || error.status >= 500;

/** A tick sent now (the list answered) or kept for later, with the queue as it stands after it. */
export type TickResult = { list: Smartlist | null; queue: TickQueue };

/** Sends the tick, or queues it when there is no connection; a refusal is thrown as usual. */
export async function sendOrQueueTick(tick: ListTick, online: boolean): Promise<TickResult> {
  const queue = () => updateTickQueue((queued) => queueTick(queued, tick));
  if (!online) return { list: null, queue: await queue() };
  try {
    const list = await checkListItem(tick.id, tick.itemId, tick.checked);
    // A tick sent now supersedes one of the same item still waiting.
    const left = await updateTickQueue((queued) =>
      queued.filter((t) => t.id !== tick.id || t.itemId !== tick.itemId),
    );
    return { list, queue: left };
  } catch (error) {
    if (isUnreachable(error)) return { list: null, queue: await queue() };
    throw error;
  }
}

/**
 * Sends the waiting ticks, oldest first; answers the lists they came back with and the queue
 * left (those that still could not reach the shop, and any tick made meanwhile).
 */
export async function sendQueuedTicks(): Promise<{ lists: Smartlist[]; queue: TickQueue }> {
  const queue = await readTickQueue();
  if (queue.length === 0) return { lists: [], queue };
  const { left, lists } = await replayTicks(queue, async (tick) => {
    try {
      return { kind: 'sent', list: await checkListItem(tick.id, tick.itemId, tick.checked) };
    } catch (error) {
      return isUnreachable(error) ? { kind: 'unreachable' } : { kind: 'refused' };
    }
  });
  const done = queue.slice(0, queue.length - left.length);
  const isDone = (tick: ListTick) =>
    done.some((d) => d.id === tick.id && d.itemId === tick.itemId && d.checked === tick.checked);
  return { lists, queue: await updateTickQueue((queued) => queued.filter((tick) => !isDone(tick))) };
}
