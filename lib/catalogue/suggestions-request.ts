import { type Suggestions, suggestionsSchema } from '@shop/product-api/contract/catalogue';
import { BffError } from '@/lib/queries/bff-error';
import { bffFetch } from '@/lib/queries/bff-fetch';

/** Suggestions for a text through the BFF, parsed with the contract's schema. */
export async function fetchSuggestions(q: string, lang: string): Promise<Suggestions> {
  const query = new URLSearchParams({ q, lang }).toString();
  const data = await bffFetch(`/ecommerce/products/search?${query}`, suggestionsSchema);
  if (!data) throw new BffError(500, 'suggestions came back empty');
  return data;
}
