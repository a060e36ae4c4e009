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
