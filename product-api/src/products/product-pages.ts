import { PRODUCT_PAGE_SIZE, type Language, type ProductPage } from '../contract/catalogue';
import type { RowsWithTotal } from './product-row';
import { toProduct } from './product-mapper';

/** A category's name in the language asked for, where the catalogue has it, else in English. */
export const nameIn = (row: { description: string; descriptionIt: string | null }, language: Language) =>
  language === 'it' && row.descriptionIt ? row.descriptionIt : row.description;

/** The rows of a product page (numbered from 0). */
export const windowOf = (page: number) => ({ limit: PRODUCT_PAGE_SIZE, offset: page * PRODUCT_PAGE_SIZE });

/** Spec §4: the client loads the next page while number < totalPages and stops when last is true. */
export function pageOf({ rows, total }: RowsWithTotal, page: number): ProductPage {
  const totalPages = Math.ceil(total / PRODUCT_PAGE_SIZE);
  return { data: rows.map(toProduct), totalPages, number: page, last: page >= totalPages - 1 };
}
