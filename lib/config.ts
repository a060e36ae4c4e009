import 'server-only';
import { z } from 'zod';

/**
 * Storefront settings, read once on the server through a zod schema (DESIGN: configuration).
 * SESSION_SECRET seals the iron-session cookie; `npm start` makes a random one per data folder.
 */
const schema = z.object({
  PRODUCT_API_URL: z.url().default('http://localhost:4000'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

export type StorefrontConfig = Readonly<z.infer<typeof schema>>;

let cached: StorefrontConfig | undefined;

export function storefrontConfig(): StorefrontConfig {
  if (cached) return cached;
  const env = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      'The storefront configuration is not valid:\n' +
        parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n'),
    );
  }
  cached = Object.freeze(parsed.data);
  return cached;
}
