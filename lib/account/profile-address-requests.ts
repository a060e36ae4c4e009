import {
  type BillingAddress,
  type ShippingAddress,
  type ShippingAddressForm,
  billingAddressSchema,
  shippingAddressSchema,
} from '@shop/product-api/contract/addresses';
import type { BillingAddressForm } from '@shop/product-api/contract/billing-address-rules';
import { z } from 'zod';
import { bffFetch } from '@/lib/queries/bff-fetch';

/**
 * Shipping and billing addresses of spec §7 through the BFF. After a save the list is read again;
 * a shipping save also hands back the address it stored, so the screen that asked for it can pick it.
 */

const shippingListSchema = z.array(shippingAddressSchema);
const billingListSchema = z.array(billingAddressSchema);

export async function fetchShippingAddresses(): Promise<ShippingAddress[]> {
  return (await bffFetch('/profiles/addresses', shippingListSchema)) ?? [];
}

/** Creates the address, or updates it when it carries an id; answers the address as stored. */
export async function saveShippingAddress(input: ShippingAddressForm): Promise<ShippingAddress | null> {
  const body = JSON.stringify(input);
  return (await bffFetch('/profiles/addresses', shippingAddressSchema, { method: 'POST', body })) ?? null;
}

/** Spec §7: the delete answers the remaining list. */
export async function deleteShippingAddress(id: number): Promise<ShippingAddress[]> {
  const body = JSON.stringify({ id });
  return (await bffFetch('/profiles/addresses/delete', shippingListSchema, { method: 'POST', body })) ?? [];
}

export async function fetchBillingAddresses(): Promise<BillingAddress[]> {
  return (await bffFetch('/profiles/billing/addresses', billingListSchema)) ?? [];
}

export async function saveBillingAddress(input: BillingAddressForm): Promise<void> {
  const body = JSON.stringify(input);
  await bffFetch('/profiles/billing/addresses', z.unknown(), { method: 'POST', body });
}

export async function deleteBillingAddress(id: number): Promise<BillingAddress[]> {
  const body = JSON.stringify({ id });
  const path = '/profiles/billing/addresses/delete';
  return (await bffFetch(path, billingListSchema, { method: 'POST', body })) ?? [];
}
