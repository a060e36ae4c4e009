import { maltaDayOf } from '../calendar/malta-time';
import type { Database } from '../db/client';
import { moveCartToAutomatedList, openCartIdsBefore } from './unfinished-carts.repository';

/** Carts moved per query round: keeps each transaction small on a busy evening. */
const BATCH = 200;

/** 'Cart of 25/11/2026': the automated list's title, the business day in Malta. */
export function automatedListTitle(now: Date): string {
  return `Cart of ${maltaDayOf(now).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1')}`;
}

/**
 * The end-of-day move (spec §2 cart creation warning, issue 13 item 8): every cart still open at
 * the end of the business day goes into an automated shopping list; the customer's next cart
 * call answers 4008. Carts opened after `now` (while the job runs) wait for the next day.
 */
export async function moveUnfinishedCarts(db: Database, now: Date): Promise<number> {
  const title = automatedListTitle(now);
  let moved = 0;
  for (;;) {
    const ids = await openCartIdsBefore(db, now, BATCH);
    if (ids.length === 0) return moved;
    for (const id of ids) if (await moveCartToAutomatedList(db, id, title)) moved += 1;
    if (ids.length < BATCH) return moved;
  }
}
