import { type Category, categorySchema } from '@shop/product-api/contract/catalogue';
import { z } from 'zod';
import { bffFetch } from '@/lib/queries/bff-fetch';

/** The category tree in a language through the BFF, parsed with the contract's schema. */
export async function fetchCategories(lang: string): Promise<Category[]> {
  const query = new URLSearchParams({ lang }).toString();
  return (await bffFetch(`/categories?${query}`, z.array(categorySchema))) ?? [];
}
