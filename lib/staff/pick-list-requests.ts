import {
  type PickLineSave,
  type PickList,
  type StaffStatusChange,
  type SubstituteCandidate,
  pickListSchema,
  substituteCandidatesSchema,
} from '@shop/product-api/contract/picking';
import type { z } from 'zod';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';

/**
 * The pick list's calls through the staff's BFF (architecture: The staff's screen): the list, a
 * line saved, the substitutes search and a status change. Every write answers the whole pick
 * list, so the screen shows the server's word after each one.
 */

async function pickingCall<T extends z.ZodType>(
  path: string,
  schema: T,
  init?: { method: 'POST'; body: string },
): Promise<z.infer<T>> {
  const data = await bffFetch(path, schema, init);
  if (data === undefined) throw new BffError(500, `${path} answered without data`);
  return data;
}

/** GET /ops/orders/{id}/pick-list. */
export async function fetchPickList(orderId: number): Promise<PickList> {
  return pickingCall(`/ops/orders/${orderId}/pick-list`, pickListSchema);
}

/** POST /ops/orders/{id}/pick-lines: one line picked, not available, replaced or undone. */
export async function savePickLine(orderId: number, save: PickLineSave): Promise<PickList> {
  return pickingCall(`/ops/orders/${orderId}/pick-lines`, pickListSchema, {
    method: 'POST',
    body: JSON.stringify(save),
  });
}

/**
 * GET /ops/orders/{id}/substitutes?q=&barcode=: the order's store's products to put in instead of
 * the line `barcode` (never offered for itself).
 */
export async function searchSubstitutes(
  orderId: number,
  q: string,
  barcode: string,
): Promise<SubstituteCandidate[]> {
  const query = new URLSearchParams({ q, barcode });
  return pickingCall(`/ops/orders/${orderId}/substitutes?${query}`, substituteCandidatesSchema);
}

/** POST /ops/orders/{id}/status with the version shown: 4206 when the order moved on meanwhile. */
export async function changeOrderStatus(orderId: number, change: StaffStatusChange): Promise<PickList> {
  return pickingCall(`/ops/orders/${orderId}/status`, pickListSchema, {
    method: 'POST',
    body: JSON.stringify(change),
  });
}
