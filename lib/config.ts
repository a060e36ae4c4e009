import 'server-only';
import { parseConfig } from './shop-config';

export type { ShopConfig } from './shop-config';

/** The storefront's configuration, read once from the environment (schema: lib/shop-config.ts). */
export const config = parseConfig(process.env);
