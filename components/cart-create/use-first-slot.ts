'use client';

import { useQuery } from '@tanstack/react-query';
import { placeFirstSlotQueryOptions } from '@/lib/cart/cart-choice';
import type { SlotPlace } from '@/lib/cart/cart-choice-types';
import type { SlotState } from './delivery-choice';

/** Asked for before any choice, so the hook always has a key; never sent (the query is off). */
const NOWHERE: SlotPlace = { deliveryMode: 'IN_STORE', storeId: null, city: null };

/**
 * Spec §4: the first slot is fetched when a pick-up store is chosen or an address is picked. The
 * query's key is the place, so a new radio or address is a new lookup and the old slot is gone.
 */
export function useFirstSlot(place: SlotPlace | null): { slot: SlotState; retry: () => void } {
  const query = useQuery({ ...placeFirstSlotQueryOptions(place ?? NOWHERE), enabled: place !== null });
  const retry = () => void query.refetch();
  if (place === null) return { slot: 'idle', retry };
  // A retry after a failure shows as a new lookup, not as the old failure.
  if (query.isPending || (query.isError && query.isFetching)) return { slot: 'loading', retry };
  if (query.isError) return { slot: 'failed', retry };
  return { slot: query.data, retry };
}
