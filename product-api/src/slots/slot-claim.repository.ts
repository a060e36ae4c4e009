import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { slotHolds, timeSlots } from '../db/schema';
import { SLOT_WINDOW_COLUMNS, takeOfferedPlace, type SlotWindow } from './slot-capacity.repository';
import { releaseHoldsOfCart } from './slot-holds.repository';
import { slotOfferAt } from './slot-offer';

export type SlotClaim = { ok: true; slot: SlotWindow } | { ok: false; reason: 'expired' | 'full' };

type Target = { cartId: number; timeSlotId: number; storeId: number; deliveryMode: string; now: Date };

/**
 * Takes the order's place in its slot, inside the order's transaction (spec §4 checkout, issue 13
 * item 2). The cart's live hold of that slot already counts a place: it is marked used. A hold
 * of that slot that ran out answers 'expired' (4029). A slot the cart never held is taken at once
 * with one conditional UPDATE (taken < capacity), which PostgreSQL serialises per row: however
 * many customers race for the last place, one gets it and the others answer 'full' (4028).
 * It lives with the slots, the one domain that writes holds and capacity; orders call it.
 */
export async function claimSlot(tx: Database, target: Target): Promise<SlotClaim> {
  const [used] = await tx
    .update(slotHolds)
    .set({ usedAt: target.now })
    .where(
      and(
        eq(slotHolds.cartId, target.cartId),
        eq(slotHolds.timeSlotId, target.timeSlotId),
        isNull(slotHolds.usedAt),
        isNull(slotHolds.releasedAt),
        gt(slotHolds.expiresAt, target.now),
      ),
    )
    .returning({ id: slotHolds.id });
  // The place of the hold a customer waited too long with: given back, and the order refused.
  const expired = !used && (await latestHoldRanOut(tx, target));
  // Any other hold of the cart (an expired one, another slot chosen earlier) gives its place back.
  await releaseHoldsOfCart(tx, target.cartId, target.now);
  if (expired) return { ok: false, reason: 'expired' };
  if (used) {
    const slot = await slotOf(tx, target.timeSlotId);
    return slot ? { ok: true, slot } : { ok: false, reason: 'full' };
  }
  const taken = await takeOfferedPlace(tx, {
    timeSlotId: target.timeSlotId,
    storeId: target.storeId,
    deliveryMode: target.deliveryMode,
    // The booking cut-off of the slot calls: a slot about to start is no longer offered.
    bookableFrom: slotOfferAt(target.now).bookableFrom,
  });
  return taken ? { ok: true, slot: taken } : { ok: false, reason: 'full' };
}

/**
 * Whether the cart's latest hold was of this slot and ran out unused (a hold given up for another
 * slot does not count: that slot is simply taken again if free).
 */
async function latestHoldRanOut(tx: Database, target: Target): Promise<boolean> {
  const [latest] = await tx
    .select({ timeSlotId: slotHolds.timeSlotId, expiresAt: slotHolds.expiresAt, usedAt: slotHolds.usedAt })
    .from(slotHolds)
    .where(eq(slotHolds.cartId, target.cartId))
    .orderBy(desc(slotHolds.id))
    .limit(1);
  return (
    latest !== undefined &&
    latest.timeSlotId === target.timeSlotId &&
    latest.usedAt === null &&
    latest.expiresAt <= target.now
  );
}

async function slotOf(tx: Database, id: number) {
  const [slot] = await tx.select(SLOT_WINDOW_COLUMNS).from(timeSlots).where(eq(timeSlots.id, id));
  return slot ?? null;
}
