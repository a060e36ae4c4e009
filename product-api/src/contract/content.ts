import { z } from 'zod';

/** Banner of spec §3: imageUrl for desktop, imageApp for mobile. */
export const bannerSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  imageApp: z.string(),
  title: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerQuerySchema = z.object({
  category: z.string().max(20).default('WEB'),
  type: z.string().max(20).default('ECOMMERCE'),
});

/** GET /media/*: the path of a generated image after /media/. */
export const mediaParamsSchema = z.object({
  '*': z.string().min(1).max(300),
});

/** Leaflet of spec §3: a PDF one has pdfLink, an image one has images (shown as a carousel). */
export const leafletSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  coverImage: z.string(),
  pdfLink: z.string().nullable(),
  images: z.array(z.string()),
});
export type Leaflet = z.infer<typeof leafletSchema>;

export const leafletParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});
