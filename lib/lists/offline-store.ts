import { hasCacheStorage, LISTS_CACHE, TICK_QUEUE_URL } from '@/lib/offline/offline-caches';
import { type TickQueue, tickQueueOf } from './offline-ticks';

/**
 * The ticks waiting for a connection, kept in the lists' own cache (README: Shopping lists
 * offline), so the logout that deletes the lists deletes them too, and they outlive a reload or a
 * closed tab in the aisle.
 */

export async function readTickQueue(): Promise<TickQueue> {
  if (!hasCacheStorage()) return [];
  const stored = await (await caches.open(LISTS_CACHE)).match(TICK_QUEUE_URL);
  return tickQueueOf(stored ? await stored.json().catch(() => null) : null);
}

export async function writeTickQueue(queue: TickQueue): Promise<void> {
  if (!hasCacheStorage()) return;
  const cache = await caches.open(LISTS_CACHE);
  if (queue.length === 0) await cache.delete(TICK_QUEUE_URL);
  else await cache.put(TICK_QUEUE_URL, Response.json(queue));
}

let queueTurn: Promise<unknown> = Promise.resolve();

/**
 * Changes the stored queue, one change at a time: a tick made while the queue is being sent waits
 * its turn instead of being overwritten. Answers the queue as the change left it.
 */
export function updateTickQueue(change: (queue: TickQueue) => TickQueue): Promise<TickQueue> {
  const turn = queueTurn.then(async () => {
    const changed = change(await readTickQueue());
    await writeTickQueue(changed);
    return changed;
  });
  queueTurn = turn.catch(() => undefined);
  return turn;
}
