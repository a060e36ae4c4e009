import type { APIRequestContext } from '@playwright/test';
import { type Product, productPageSchema } from '../product-api/src/contract/catalogue';
import { envelopeSchema } from '../product-api/src/contract/envelope';

/** One page of the catalogue through the storefront's own BFF, parsed with the contract. */
async function cataloguePage(request: APIRequestContext, page: number, lang: 'en' | 'it') {
  const response = await request.get(`/app/api/ecommerce/products?p=${page}&lang=${lang}`);
  if (!response.ok()) throw new Error(`catalogue page ${page}: HTTP ${response.status()}`);
  const envelope = envelopeSchema(productPageSchema).parse(await response.json());
  if (!envelope.data) throw new Error(`catalogue page ${page}: ${envelope.errorMessage}`);
  return envelope.data;
}

/**
 * Every product of the seeded catalogue, so tests pick real ones instead of hard-coding barcodes;
 * named in English, or in Italian with `lang`.
 */
export async function allProducts(request: APIRequestContext, lang: 'en' | 'it' = 'en'): Promise<Product[]> {
  const first = await cataloguePage(request, 0, lang);
  const rest = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) => cataloguePage(request, i + 1, lang)),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/**
 * A cheap piece product without an offer or a pack rule, that takes at least 10 pieces: fills a
 * cart above the pick-up minimum at a total the spec can predict.
 */
export const isPlainPieceProduct = (p: Product): boolean =>
  p.available &&
  p.purchaseUm === 'PZ' &&
  p.promotions.length === 0 &&
  p.netPrice >= 2 &&
  (p.maxAmount ?? 99) >= 10 &&
  !p.tags.includes('water-pack');

export function pick(products: Product[], test: (p: Product) => boolean, what: string): Product {
  const found = products.find(test);
  if (!found) throw new Error(`the demo catalogue has no ${what}`);
  return found;
}

/** Text as React writes it into HTML. */
export const htmlEscaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

export const euro = (amount: number) => `€${amount.toFixed(2)}`;
