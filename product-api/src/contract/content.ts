import { z } from 'zod';
import { languageSchema, productSchema } from './catalogue';
import { databaseIdSchema } from './database-id';

/** Banner of spec §3: imageUrl for desktop, imageApp for mobile. */
export const bannerSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  imageApp: z.string(),
  title: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** Query of GET /cli/cms/banners; without lang the Accept-Language header decides the banner's language. */
export const bannerQuerySchema = z.object({
  category: z.string().max(20).default('WEB'),
  type: z.string().max(20).default('ECOMMERCE'),
  lang: languageSchema.optional(),
});

/** GET /media/*: the path of a generated image after /media/. */
export const mediaParamsSchema = z.object({
  '*': z.string().min(1).max(300),
});

/**
 * Leaflet of spec §3: a PDF one has pdfLink, an image one has images (shown as a carousel).
 * validFrom and validTo (ISO days, inclusive) say when its offers run; null when open-ended.
 */
export const leafletSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  coverImage: z.string(),
  pdfLink: z.string().nullable(),
  images: z.array(z.string()),
  validFrom: z.iso.date().nullable(),
  validTo: z.iso.date().nullable(),
});
export type Leaflet = z.infer<typeof leafletSchema>;

/** A rectangle over a leaflet page in fractions of the page (0..1), so it scales with the picture. */
export const pageRectSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().gt(0).max(1),
  h: z.number().gt(0).max(1),
});
export type PageRect = z.infer<typeof pageRectSchema>;

/** Whether a rectangle lies wholly on the page (the database checks the same). */
export const isOnPage = (r: PageRect): boolean =>
  r.x >= 0 && r.y >= 0 && r.w > 0 && r.h > 0 && r.x + r.w <= 1 && r.y + r.h <= 1;

/**
 * A product drawn on a page of a picture leaflet (issue 33 item 5): page is the index in images
 * (from 0); the product comes whole, so the leaflet page needs no second call to sell it.
 */
export const leafletHotspotSchema = pageRectSchema.extend({
  page: z.number().int().min(0),
  product: productSchema,
});
export type LeafletHotspot = z.infer<typeof leafletHotspotSchema>;

/** One leaflet as GET /cli/cms/leaflets/{id} answers it: with the hotspots of its pages. */
export const leafletDetailSchema = leafletSchema.extend({
  hotspots: z.array(leafletHotspotSchema),
});
export type LeafletDetail = z.infer<typeof leafletDetailSchema>;

export type LeafletTiming = 'current' | 'upcoming' | 'expired';

/**
 * Where a leaflet stands on a day of the shop's calendar ('yyyy-MM-dd' in Malta): its offers run
 * (current), start on a later day (upcoming: a Christmas leaflet from 1 December is not current
 * in November) or ended before it (expired). Both ends are inclusive; ISO days compare as text.
 */
export function leafletTimingOn(leaflet: Pick<Leaflet, 'validFrom' | 'validTo'>, day: string): LeafletTiming {
  if (leaflet.validFrom !== null && leaflet.validFrom > day) return 'upcoming';
  if (leaflet.validTo !== null && leaflet.validTo < day) return 'expired';
  return 'current';
}

export const leafletParamsSchema = z.object({
  id: databaseIdSchema,
});

/** Query of the leaflet calls; without lang the Accept-Language header decides the title. */
export const leafletQuerySchema = z.object({
  lang: languageSchema.optional(),
});

/**
 * errorMessage of GET /cli/cms/leaflets/{id} for an id that does not exist (HTTP 404, code 4000):
 * the storefront tells "no such leaflet" (a 404 page) from "API unavailable" (an error page) by it.
 */
export const LEAFLET_NOT_FOUND_MESSAGE = 'Leaflet not found';
