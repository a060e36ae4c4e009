import { type Palette, productImageSvg } from './images';
import type { ProductShape } from './svg-shapes';

/**
 * Products drawn otherwise than their sub-category: the fresh fruit are round and orange, which
 * turned the bananas into oranges (issue 30). Matched on the product's name; the first match wins.
 */
const OWN_PICTURES: readonly { name: RegExp; shape: ProductShape; accent: string }[] = [
  { name: /\bbananas?\b/i, shape: 'banana', accent: '#f2c230' },
];

/** A demo product's picture: in its own shape and colour, or in its sub-category's. */
export function productPictureSvg(name: string, shape: ProductShape, palette: Palette): string {
  const own = OWN_PICTURES.find((picture) => picture.name.test(name));
  return own
    ? productImageSvg(name, own.shape, { ...palette, accent: own.accent })
    : productImageSvg(name, shape, palette);
}
