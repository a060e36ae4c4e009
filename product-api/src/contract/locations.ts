import { z } from 'zod';
import { databaseIdSchema } from './database-id';

export const stateSchema = z.object({ id: z.number().int(), name: z.string() });
export const countySchema = z.object({ id: z.number().int(), name: z.string(), stateId: z.number().int() });
export const citySchema = z.object({ id: z.number().int(), name: z.string() });
export const zipcodeSchema = z.object({ id: z.number().int(), zip: z.string(), cityId: z.number().int() });
export const nationSchema = z.object({ id: z.number().int(), name: z.string(), phonePrefix: z.string() });
/**
 * A nation as GET /cli/addresses/nations answers it: spec §3's fields plus its ISO 3166-1 code,
 * by which the storefront names the country in the page's language (issue 30 item 8); `name` is
 * the data's English name.
 */
export const nationAnswerSchema = nationSchema.extend({ isoCode: z.string().regex(/^[A-Z]{2}$/) });
export type State = z.infer<typeof stateSchema>;
export type County = z.infer<typeof countySchema>;
export type City = z.infer<typeof citySchema>;
export type Zipcode = z.infer<typeof zipcodeSchema>;
export type Nation = z.infer<typeof nationAnswerSchema>;

export const countyQuerySchema = z.object({
  stateId: databaseIdSchema.optional(),
  q: z.string().trim().max(50).optional(),
});
export const zipcodeQuerySchema = z.object({
  cityId: databaseIdSchema.optional(),
  q: z.string().trim().max(10).optional(),
});

/** Maltese postcode: three letters, a space, four digits (spec §5), stored uppercased. */
export const maltesePostcodeSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3} \d{4}$/, 'error.invalidZip'));
