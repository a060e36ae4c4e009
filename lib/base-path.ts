/**
 * The storefront's basePath. next.config.ts reads it from here, and browser fetches to the BFF
 * need it spelled out (fetch does not add it, unlike Link and the router).
 */
export const BASE_PATH = '/app';
