import { z } from 'zod';
import { deliveryModeSchema, languageSchema, pagedSchema } from './catalogue';
import { maltesePostcodeSchema } from './locations';

/**
 * Store of spec §3. Services and departments are the logo codes of spec §3 (e.g. 'parc', 'pesc');
 * the storefront shows a known code as an icon and an unknown one not at all. distance (km, one
 * decimal) is only present in a distance sort, null for a store without coordinates. timetables
 * and openings come in the language asked for, in English where a store has no Italian lines.
 */
export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.object({
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  webUrl: z.string().nullable(),
  logoImageUrl: z.string().nullable(),
  timetables: z.array(z.string()),
  openings: z.array(z.string()),
  services: z.array(z.string()),
  departments: z.array(z.string()),
  distance: z.number().nullable().optional(),
});
export type Store = z.infer<typeof storeSchema>;

export const storePageSchema = pagedSchema(storeSchema);
export type StorePage = z.infer<typeof storePageSchema>;

/** Page size of the store list when the client does not ask (spec §9: a configured maxSize). */
export const STORE_PAGE_SIZE = 5;
export const STORE_PAGE_SIZE_MAX = 50;

/**
 * Query of GET /cli/stores/ecommerce (spec §7): s page size, p page from 0, q a name, address or
 * town; lat and lon (together) sort by distance from that point; zipcode sorts by distance from
 * the postcode's locality. A point and a postcode at once are refused: they would ask for two orders.
 * Without lang the Accept-Language header decides the language of timetables and openings.
 */
export const storeQuerySchema = z
  .object({
    s: z.coerce.number().int().min(1).max(STORE_PAGE_SIZE_MAX).default(STORE_PAGE_SIZE),
    p: z.coerce.number().int().min(0).max(10_000).default(0),
    q: z.string().trim().max(100).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
    zipcode: maltesePostcodeSchema.optional(),
    lang: languageSchema.optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), {
    message: 'lat and lon go together',
    path: ['lat'],
  })
  .refine((query) => query.zipcode === undefined || query.lat === undefined, {
    message: 'zipcode cannot be combined with lat and lon',
    path: ['zipcode'],
  });
export type StoreQuery = z.infer<typeof storeQuerySchema>;

/** Query of GET /cli/stores/ecommerce/delivery (spec §7). */
export const storeDeliveryQuerySchema = z.object({
  delivery: deliveryModeSchema,
  lang: languageSchema.optional(),
});
