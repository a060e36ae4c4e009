import type { UnitOfMeasure } from './pack-size';

/**
 * A promotion's kind (spec §3). UNKNOWN is the spec's special type that shows no badge text; the
 * shop itself writes the other three.
 */
export type PromotionType = 'PERCENTAGE' | 'FIXED_PRICE' | 'MULTI_BUY' | 'UNKNOWN';

/**
 * A product's own columns, as the demo seed and a catalogue import both write them; category id
 * and search text are added when it is written.
 */
export type ProductColumns = {
  ref: string;
  barcode: string;
  description: string;
  /** The name in Italian, null where there is none (Italian pages show the English one). */
  descriptionIt: string | null;
  brand: string | null;
  imageUrl: string | null;
  available: boolean;
  priceCents: number;
  netPriceCents: number;
  pricePerUmCents: number;
  umPerUm: UnitOfMeasure;
  um: 'PZ' | 'KG';
  purchaseUm: 'PZ' | 'KG';
  umStep: number;
  minWeight: number | null;
  maxAmount: number | null;
  promotionType: PromotionType | null;
  promotionValue: number | null;
  /** MULTI_BUY only: how many items promotionValue buys ('2 for €1.50': 2). */
  promotionQuantity: number | null;
  promotionDescription: string | null;
  vatConfigurationId: number;
  tags: string[];
  isBundle: boolean;
  featuredRank: number | null;
};
