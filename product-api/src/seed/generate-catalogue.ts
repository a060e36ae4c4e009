import { ean13 } from './ean13';
import { placedProducts } from './catalogue-data';
import { planProducts, type PlannedProduct } from './product-plan';
import { createPrng, type Prng } from './prng';
import type { CatalogueColumn } from '../catalogue/import/catalogue-columns';
import { foodCells } from '../catalogue/import/food-columns';

/**
 * A realistic catalogue file of any size, for benchmarks and trials of the import: first the demo
 * shop's own products as they are (importing into the demo shop updates them), then variants of
 * them (a qualifier such as 'Bio' or 'Family Pack', a house brand for branded goods, their own
 * price, barcode, promotions, availability and tags) in the demo's categories, weighed goods
 * staying weighed. The same count and seed always give the same file.
 */
export type GeneratedRow = Record<CatalogueColumn, string>;

const QUALIFIERS = [
  'Bio',
  'Family Pack',
  'Classic',
  'Light',
  'Extra',
  'Mini',
  'Maxi',
  'Gold',
  'Fresh',
  'Premium',
  'Value',
  'Mediterranean',
  'Organic',
  'Wholegrain',
  'Original',
  'Zero',
  'Homestyle',
  'Deluxe',
  'Everyday',
  'Gozo',
];

/** Other labels a branded product is also sold under, one per round of qualifiers. */
const HOUSE_BRANDS = [
  'Island Choice',
  'Mare Nostrum',
  'Casa Malta',
  'Green Valley',
  'Nonna Rita',
  'Blue Coast',
];

const euro = (cents: number) => (cents / 100).toFixed(2);

/** Shelf prices end in 9 cents and are never below 19 cents. */
const shelfPrice = (cents: number) => Math.max(19, Math.round(cents / 10) * 10 - 1);

/** A demo product's multi-buy offer ('2 for €1.50') as the file writes it, else empty. */
function multiBuyColumns(
  c: PlannedProduct['columns'],
): Pick<GeneratedRow, 'multi_buy_quantity' | 'multi_buy_price'> {
  if (c.promotionType !== 'MULTI_BUY' || c.promotionQuantity === null || c.promotionValue === null)
    return { multi_buy_quantity: '', multi_buy_price: '' };
  return {
    multi_buy_quantity: String(c.promotionQuantity),
    multi_buy_price: euro(Math.round(c.promotionValue * 100)),
  };
}

function demoRow(planned: PlannedProduct, path: string): GeneratedRow {
  const c = planned.columns;
  const weighed = c.purchaseUm === 'KG';
  return {
    barcode: c.barcode,
    description: c.description,
    description_it: c.descriptionIt ?? '',
    brand: c.brand ?? '',
    category_path: path,
    price: euro(c.netPriceCents),
    old_price: c.netPriceCents < c.priceCents ? euro(c.priceCents) : '',
    ...multiBuyColumns(c),
    unit: c.purchaseUm,
    step: weighed ? String(c.umStep) : '',
    min_weight: weighed && c.minWeight !== null ? String(c.minWeight) : '',
    max_amount: c.maxAmount === null ? '' : String(c.maxAmount),
    image_url: c.imageUrl ?? '',
    available: c.available ? 'true' : 'false',
    tags: c.tags.join(';'),
    // Variants keep their demo product's label: the 50k file has food data at no cost.
    ...foodCells(planned.food),
  };
}

function variantRow(
  planned: PlannedProduct,
  path: string,
  index: number,
  round: number,
  rng: Prng,
): GeneratedRow {
  const base = demoRow(planned, path);
  const c = planned.columns;
  const weighed = c.purchaseUm === 'KG';
  const qualifier = QUALIFIERS[(round - 1) % QUALIFIERS.length] ?? 'Classic';
  const houseRound = Math.floor((round - 1) / QUALIFIERS.length);
  const brand =
    c.brand && houseRound > 0 ? (HOUSE_BRANDS[(houseRound - 1) % HOUSE_BRANDS.length] ?? c.brand) : c.brand;
  const price = shelfPrice(c.priceCents * (0.8 + rng.next() * 0.6));
  const promoted = rng.next() < 0.2;
  const oldPrice = promoted ? shelfPrice(price * (1.1 + rng.next() * 0.3)) : null;
  const tags = new Set(c.tags);
  if (qualifier === 'Bio' || qualifier === 'Organic') tags.add('bio');
  if (rng.next() < 0.03) tags.add('new');
  const code = String(index).padStart(weighed ? 10 : 9, '0');
  return {
    ...base,
    // Variants are named in English only: Italian pages show that name.
    description_it: '',
    // 2x codes are in-store (weighed) codes, as in the demo; 539 keeps clear of its 535 codes.
    barcode: ean13(weighed ? `22${code}` : `539${code}`),
    description: `${qualifier} ${c.description}`,
    brand: brand ?? '',
    price: euro(price),
    old_price: oldPrice !== null && oldPrice > price ? euro(oldPrice) : '',
    // The demo's offer was priced for the demo's price, so a variant has none.
    multi_buy_quantity: '',
    multi_buy_price: '',
    image_url: rng.next() < 0.02 ? '' : base.image_url,
    available: rng.next() < 0.03 ? 'false' : 'true',
    tags: [...tags].join(';'),
  };
}

export function* generateCatalogueRows(count: number, seed = 2026): Generator<GeneratedRow> {
  const placed = placedProducts();
  const planned = planProducts(placed);
  const rng = createPrng(seed);
  for (let index = 0; index < count; index++) {
    const at = index % planned.length;
    const product = planned[at];
    const place = placed[at];
    if (!product || !place) throw new Error('The demo catalogue is empty');
    const path = `${place.main.description} > ${place.sub.description}`;
    const round = Math.floor(index / planned.length);
    yield round === 0 ? demoRow(product, path) : variantRow(product, path, index, round, rng);
  }
}
