import 'server-only';
import { deliveryOptionSchema } from '@shop/product-api/contract/catalogue';
import { z } from 'zod';
import { type ApiResult, fetchEnvelope } from '@/lib/api/fetch-envelope';
import { pickUpStoreNames } from './pick-up-stores';

/** The names of the stores offering pick-up, for the cached delivery page (spec §1). */
export async function getPickUpStoreNames(): Promise<ApiResult<string[]>> {
  const options = await fetchEnvelope(
    '/cli/ecommerce/deliveries',
    z.array(deliveryOptionSchema),
    'catalogue',
  );
  return options.ok ? { ok: true, data: pickUpStoreNames(options.data) } : options;
}
