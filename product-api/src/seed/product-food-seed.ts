import type { Diet } from '../contract/food-info';
import { EMPTY_LABEL, type ProductFood } from '../catalogue/product-food';
import { DEMO_SELLER } from '../config';
import { LABEL_RULES, ORIGIN_RULES, SUB_LABELS, WARNING_RULES, type SeedLabel } from './food-labels-data';
import type { ProductSeed } from './product-seed';

/**
 * The food information of a demo product: the label of its kind (food-labels-data.ts) with what
 * its name tells: the net quantity, the containers of a drink multipack, the origin, and the
 * operator (own-label goods: the shop itself). Pure and quick: the seed and the generator call it
 * for every row.
 */

/** The food business operators of the demo's Maltese brands; other brands reach Malta through a distributor. */
const OPERATORS: Record<string, string> = {
  Benna: 'Malta Dairy Products Ltd, Ħamrun Road, Ħamrun HMR 1500, Malta',
  Kinnie: 'Simonds Farsons Cisk plc, The Brewery, Mdina Road, Mrieħel BKR 3000, Malta',
  Cisk: 'Simonds Farsons Cisk plc, The Brewery, Mdina Road, Mrieħel BKR 3000, Malta',
  Hopleaf: 'Simonds Farsons Cisk plc, The Brewery, Mdina Road, Mrieħel BKR 3000, Malta',
  'Blue Label': 'Simonds Farsons Cisk plc, The Brewery, Mdina Road, Mrieħel BKR 3000, Malta',
  'San Michel': 'San Michel Ltd, Triq il-Fontana, Ħal Qormi QRM 3010, Malta',
  Fontana: 'General Soft Drinks Co. Ltd, Triq il-Labour, Marsa MRS 1500, Malta',
  Marsovin: 'Marsovin Winery Ltd, The Winery, Wine Street, Paola PLA 1500, Malta',
  Delicata: 'Emmanuel Delicata Winemaker Ltd, The Winery, Paola PLA 1000, Malta',
  'Lord Chambray': 'Lord Chambray Brewery Ltd, Triq il-Birrerija, Xewkija XWK 9000, Gozo, Malta',
  Twistees: 'Gaufrette Industries Ltd, Industrial Estate, Bulebel ZTN 3000, Malta',
  'Tal-Forn': 'Tal-Forn Bakery Ltd, Triq il-Kbira, Qormi QRM 2000, Malta',
  'Busy Bee': 'Busy Bee Ltd, Triq il-Mosta, Attard ATD 9000, Malta',
  'Ħal Far Farms': 'Ħal Far Farms Ltd, Ħal Far Road, Ħal Far BBG 3000, Malta',
  'Ta’ Rikardu': 'Ta’ Rikardu, 4 Triq il-Fosos, Victoria VCT 1000, Gozo, Malta',
  'Ta’ Qali Farm': 'Ta’ Qali Farm Ltd, Ta’ Qali ATD 4000, Malta',
  'Malta Growers': 'Malta Growers Co-operative, Pitkali Market, Ta’ Qali ATD 4000, Malta',
  Maypole: 'Maypole Ltd, Triq Birkirkara, San Ġwann SGN 1000, Malta',
  Xwejni: 'Xwejni Salt Pans, Triq ix-Xwejni, Żebbuġ ZBG 1000, Gozo, Malta',
  'AquaBio Malta': 'AquaBio Malta Ltd, Marsaxlokk MXK 1000, Malta',
};

const OWN_LABEL = `${DEMO_SELLER.name}, ${DEMO_SELLER.address}`;
const DISTRIBUTOR =
  'imported by Mediterranean Food Distributors Ltd, Triq l-Industrija, Qormi QRM 3000, Malta';

export function operatorOf(brand: string | null): string {
  if (brand === null) return OWN_LABEL;
  return OPERATORS[brand] ?? `${brand}, ${DISTRIBUTOR}`;
}

const MULTIPACK = /(\d+)\s*x\s*(\d+(?:\.\d+)?)\s*(kg|g|l|cl|ml)\b/i;
const SINGLE = /(\d+(?:\.\d+)?)\s*(kg|g|l|cl|ml)\b/i;
const PIECES = /pack of\s*(\d+)|(\d+)\s*(?:pcs|pieces)\b/i;

const measure = (amount: string, unit: string) => `${amount} ${unit.toLowerCase()}`;

/** '6 x 330ml' → '6 × 330 ml', '500g' → '500 g', '(pack of 6)' → '6 pieces'; weighed goods: none. */
export function netQuantityOf(seed: ProductSeed): string | null {
  if (seed.weighed) return null;
  const multi = MULTIPACK.exec(seed.name);
  if (multi?.[1] && multi[2] && multi[3]) return `${multi[1]} × ${measure(multi[2], multi[3])}`;
  const single = SINGLE.exec(seed.name);
  if (single?.[1] && single[2]) return measure(single[1], single[2]);
  const pieces = PIECES.exec(seed.name);
  const count = pieces?.[1] ?? pieces?.[2];
  return count ? `${count} pieces` : null;
}

/** A drink's single-use containers: each of a multipack, one otherwise. */
const containersOf = (name: string) => Number(MULTIPACK.exec(name)?.[1] ?? 1);

function labelOf(seed: ProductSeed, subKey: string): SeedLabel {
  const rule = LABEL_RULES.find((r) => (!r.subs || r.subs.includes(subKey)) && r.name.test(seed.name));
  return rule?.label ?? SUB_LABELS[subKey] ?? {};
}

export function seedFoodOf(seed: ProductSeed, subKey: string): ProductFood {
  const label = labelOf(seed, subKey);
  const food = label.ingredients !== undefined || label.nutrition !== undefined || label.diets !== undefined;
  if (!food && label.warnings === undefined) {
    return { allergens: [], mayContain: [], diets: [], depositUnits: 0, label: EMPTY_LABEL };
  }
  const warnings =
    label.warnings && (WARNING_RULES.find((r) => r.name.test(seed.name))?.warnings ?? label.warnings);
  const origin = label.origin && (ORIGIN_RULES.find((r) => r.name.test(seed.name))?.origin ?? label.origin);
  const diets = new Set<Diet>(label.diets ?? []);
  if (diets.has('VEGAN')) diets.add('VEGETARIAN');
  return {
    allergens: label.allergens ?? [],
    mayContain: label.mayContain ?? [],
    diets: (['VEGAN', 'VEGETARIAN', 'GLUTEN_FREE', 'LACTOSE_FREE'] as const).filter((d) => diets.has(d)),
    depositUnits: label.deposit ? containersOf(seed.name) : 0,
    label: {
      ingredients: label.ingredients?.[0] ?? null,
      ingredientsIt: label.ingredients?.[1] ?? null,
      netQuantity: netQuantityOf(seed),
      storage: label.storage?.[0] ?? null,
      storageIt: label.storage?.[1] ?? null,
      instructions: label.instructions?.[0] ?? null,
      instructionsIt: label.instructions?.[1] ?? null,
      origin: origin?.[0] ?? null,
      originIt: origin?.[1] ?? null,
      abv: label.abv ?? null,
      operator: operatorOf(seed.brand),
      warnings: warnings?.[0] ?? null,
      warningsIt: warnings?.[1] ?? null,
      nutrition: label.nutrition ?? null,
    },
  };
}
