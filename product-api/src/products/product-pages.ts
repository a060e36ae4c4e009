import { PRODUCT_PAGE_SIZE, type Language, type ProductPage } from '../contract/catalogue';
import type { RowsWithTotal } from './product-row';
import { toProduct } from './product-mapper';

/** The rows of a product page (numbered from 0). */
export const windowOf = (page: number) => ({ limit: PRODUCT_PAGE_SIZE, offset: page * PRODUCT_PAGE_SIZE });

/**
 * Spec §4: the client loads the next page while number < totalPages and stops when last is true.
 * Products are named in `language`.
 */
export function pageOf({ rows, total }: RowsWithTotal, page: number, language: Language): ProductPage {
  const totalPages = Math.ceil(total / PRODUCT_PAGE_SIZE);
  const data = rows.map((row) => toProduct(row, language));
  return { data, totalPages, number: page, last: page >= totalPages - 1 };
}
