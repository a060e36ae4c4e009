import { type City, type Nation, citySchema, nationAnswerSchema } from '@shop/product-api/contract/locations';
import { z } from 'zod';
import { bffFetch } from '@/lib/queries/bff-fetch';

/** Look-ups of the profile's forms (spec §7 Catalogue, content, locations): no session needed. */

export async function fetchNations(): Promise<Nation[]> {
  return (await bffFetch('/addresses/nations', z.array(nationAnswerSchema))) ?? [];
}

export async function fetchCities(): Promise<City[]> {
  return (await bffFetch('/addresses/cities', z.array(citySchema))) ?? [];
}
