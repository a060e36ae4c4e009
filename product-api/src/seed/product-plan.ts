import { ITALIAN_NAMES } from './products-italian-names';
import { waterPackMaxAmount } from '../pricing/water-packs';
import { unitPriceOf } from '../pricing/pack-size';
import type { ProductColumns } from '../pricing/product-columns';
import { promotionColumnsOf } from '../pricing/promotions';
import type { MainCategorySeed, SubCategorySeed } from './categories-data';
import { ean13 } from './ean13';
import { productPictureSvg } from './product-pictures';
import type { ProductFood } from '../catalogue/product-food';
import { seedFoodOf } from './product-food-seed';
import type { ProductSeed } from './product-seed';
import { createPrng } from './prng';
import { promotionFor } from './promotions';

/**
 * Turns the hand-written product list into full product rows: codes, prices per unit, stepper
 * rules, and the demo's deliberate mix of promotions, unavailable products, featured ranks and
 * missing or broken images (so every state of the product card can be seen). Deterministic.
 */
export type PlacedSeed = { seed: ProductSeed; sub: SubCategorySeed; main: MainCategorySeed };

export type PlannedProduct = {
  subKey: string;
  /** The generated picture for the media table, null when the product shows no or a broken image. */
  image: { path: string; body: string } | null;
  columns: ProductColumns;
  /** Its label, allergens, diets and deposit (product-food-seed.ts). */
  food: ProductFood;
};

export const FEATURED_COUNT = 60;
const PIECE_LIMITS: (number | null)[] = [20, 30, null, 20];

/** A four-digit company part of the code, stable per brand (GS1 Malta prefix 535). */
function companyCode(brand: string | null): string {
  let hash = 7;
  for (const ch of brand ?? 'own label') hash = (hash * 31 + ch.charCodeAt(0)) % 9000;
  return String(1000 + hash);
}

/** Weighed goods carry an in-store code (prefix 2), packed goods a 535 code; seq keeps them unique. */
export function barcodeFor(seq: number, seed: ProductSeed): string {
  const item = String(seq).padStart(5, '0');
  return ean13(seed.weighed ? `21${item}00000` : `535${companyCode(seed.brand)}${item}`);
}

type Picks = {
  promoted: Set<number>;
  unavailable: Set<number>;
  imageless: Set<number>;
  broken: number;
  featured: Map<number, number>;
};

function pick(count: number, seedNumber: number): Picks {
  const rng = createPrng(seedNumber);
  const all = Array.from({ length: count }, (_, i) => i);
  const promoted = new Set(rng.shuffle(all).slice(0, Math.round(count * 0.2)));
  const unavailable = new Set(rng.shuffle(all).slice(0, Math.round(count * 0.03)));
  const withoutImage = rng
    .shuffle(all.filter((i) => !unavailable.has(i)))
    .slice(0, Math.round(count * 0.02) + 1);
  const broken = withoutImage.pop() ?? 0;
  const imageless = new Set(withoutImage);
  const showable = (i: number) => !unavailable.has(i) && !imageless.has(i) && i !== broken;
  const featured = new Map(
    rng
      .shuffle(all.filter(showable))
      .slice(0, FEATURED_COUNT)
      .map((index, rank): [number, number] => [index, rank + 1]),
  );
  return { promoted, unavailable, imageless, broken, featured };
}

export function planProducts(placed: PlacedSeed[], seedNumber = 2026): PlannedProduct[] {
  const picks = pick(placed.length, seedNumber);
  const rng = createPrng(seedNumber + 1);
  return placed.map(({ seed, sub, main }, index) => {
    const seq = index + 1;
    const barcode = barcodeFor(seq, seed);
    const priceCents = Math.round(seed.price * 100);
    const promotion = picks.promoted.has(index) ? promotionFor(priceCents, seed.weighed, rng) : null;
    const netPriceCents = promotion?.netPriceCents ?? priceCents;
    const image =
      picks.imageless.has(index) || index === picks.broken
        ? null
        : {
            path: `products/${barcode}.svg`,
            body: productPictureSvg(seed.name, seed.bundle ? 'multipack' : sub.shape, main.palette),
          };
    const imageUrl =
      index === picks.broken
        ? `/app/media/products/missing-${barcode}.svg`
        : image && `/app/media/${image.path}`;
    const unit: 'KG' | 'PZ' = seed.weighed ? 'KG' : 'PZ';
    const columns: ProductColumns = {
      ref: String(100000 + seq),
      barcode,
      description: seed.name,
      descriptionIt: ITALIAN_NAMES[seed.name] ?? null,
      brand: seed.brand,
      imageUrl,
      available: !picks.unavailable.has(index),
      priceCents,
      netPriceCents,
      ...unitPriceOf(seed.name, seed.weighed, netPriceCents),
      um: unit,
      purchaseUm: unit,
      umStep: seed.weighed ? main.weighing.umStep : 1,
      minWeight: seed.weighed ? main.weighing.minWeight : null,
      maxAmount: seed.weighed
        ? main.weighing.maxAmount
        : seed.bundle
          ? waterPackMaxAmount(null)
          : (PIECE_LIMITS[index % PIECE_LIMITS.length] ?? null),
      ...promotionColumnsOf(promotion),
      vatConfigurationId: sub.vat ?? main.vat,
      tags: seed.tags,
      isBundle: seed.bundle,
      featuredRank: picks.featured.get(index) ?? null,
    };
    return { subKey: sub.key, image, columns, food: seedFoodOf(seed, sub.key) };
  });
}
