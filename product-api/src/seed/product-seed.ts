import { WATER_PACK_TAG } from '../pricing/water-packs';

/**
 * One product as the data modules write it: the name on the shelf label, the brand (null for
 * loose and own-label goods), the shelf price in euro (per kilogram for weighed goods) and tags.
 * Everything else (barcode, promotion, pack price per unit…) is derived in product-plan.ts.
 */
export type ProductSeed = {
  name: string;
  brand: string | null;
  price: number;
  weighed: boolean;
  bundle: boolean;
  tags: string[];
};

export type ProductGroup = { sub: string; products: ProductSeed[] };

/** A product sold by the piece (um PZ). */
export const pc = (name: string, brand: string | null, price: number, tags: string[] = []): ProductSeed => ({
  name,
  brand,
  price,
  weighed: false,
  bundle: false,
  tags,
});

/** A product weighed at the counter or picked loose, priced per kilogram (um KG). */
export const kg = (name: string, brand: string | null, price: number, tags: string[] = []): ProductSeed => ({
  ...pc(name, brand, price, tags),
  weighed: true,
});

/** A pack of water bottles: a bundle in the spec's sense, limited per order (spec §1, §9). */
export const waterPack = (
  name: string,
  brand: string | null,
  price: number,
  tags: string[] = [],
): ProductSeed => ({
  ...pc(name, brand, price, [WATER_PACK_TAG, ...tags]),
  bundle: true,
});
