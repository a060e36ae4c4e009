import { z } from 'zod';

/**
 * The shop's Content-Security-Policy has no 'unsafe-eval': zod would probe for it with
 * `Function('')` on its first object parse, which the browser reports as a violation. Set before
 * that parse; kept out of the pages' first scripts (zod weighs about 30 kB gzip), so Providers
 * loads it after hydration and bff-fetch.ts, where most parses start, imports it too.
 */
z.config({ jitless: true });
