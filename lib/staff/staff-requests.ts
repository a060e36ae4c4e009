import { CAPTCHA_TOKEN_HEADER } from '@shop/product-api/contract/contact';
import {
  type StaffDay,
  type StaffLoginInput,
  type StaffMember,
  type StaffOrders,
  staffMemberSchema,
  staffOrdersSchema,
} from '@shop/product-api/contract/staff';
import type { OrderStatus } from '@shop/product-api/contract/checkout';
import { z } from 'zod';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';

/**
 * The staff screen's calls through the staff's BFF (/app/api/ops/**, architecture: The staff's
 * screen), which adds the staff token from the staff cookie.
 */

export async function staffLogIn(input: StaffLoginInput, captchaToken?: string): Promise<StaffMember> {
  const data = await bffFetch('/ops/session/login', z.object({ staff: staffMemberSchema }), {
    method: 'POST',
    body: JSON.stringify(input),
    headers: captchaToken ? { [CAPTCHA_TOKEN_HEADER]: captchaToken } : {},
  });
  if (!data) throw new BffError(500, 'sign-in answered without the staff member');
  return data.staff;
}

export async function staffLogOut(): Promise<void> {
  await bffFetch('/ops/session/logout', z.unknown(), { method: 'POST' });
}

export async function fetchStaffMember(): Promise<StaffMember> {
  const data = await bffFetch('/ops/me', staffMemberSchema);
  if (!data) throw new BffError(500, 'no staff member');
  return data;
}

export async function fetchStaffOrders(day: StaffDay, status: OrderStatus | null): Promise<StaffOrders> {
  const query = new URLSearchParams({ day });
  if (status) query.set('status', status);
  const data = await bffFetch(`/ops/orders?${query}`, staffOrdersSchema);
  if (!data) throw new BffError(500, 'no orders');
  return data;
}

/** A 401 or 403 of the staff's BFF: no staff session (none, over, or a customer's cookie only). */
export const isStaffSessionRefusal = (error: unknown): boolean =>
  error instanceof BffError && (error.status === 401 || error.status === 403);
