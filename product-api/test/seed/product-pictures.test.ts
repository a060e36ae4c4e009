import { categoryImageSvg, productImageSvg } from '../../src/seed/images';
import { productPictureSvg } from '../../src/seed/product-pictures';

const fruit = { background: '#eaf6e4', accent: '#e8833a' };

describe('productPictureSvg (issue 30: the banana image was an orange)', () => {
  it('draws bananas as a yellow bunch, not as the fruit shelf’s orange circle', () => {
    const bananas = productPictureSvg('Organic Bananas', 'fruit', fruit);
    expect(bananas).toContain('fill="#f2c230"');
    expect(bananas).not.toContain('<circle cx="200" cy="170" r="95"');
    expect(bananas).toContain('aria-label="Organic Bananas"');
  });

  it('draws no name: Italian pages would show it in English (issue 30 item 8)', () => {
    expect(productPictureSvg('Maltese Oranges', 'fruit', fruit)).not.toContain('<text');
  });

  it('leaves every other product in its sub-category’s shape and colour', () => {
    expect(productPictureSvg('Maltese Oranges', 'fruit', fruit)).toBe(
      productImageSvg('Maltese Oranges', 'fruit', fruit),
    );
  });
});

describe('categoryImageSvg (issue 30 item 8: English drawn into Italian pages)', () => {
  it('draws the shape only: the page writes the name in its own language', () => {
    const tile = categoryImageSvg('Fruit & Vegetables', 'fruit', fruit);
    expect(tile).not.toContain('<text');
    expect(tile).toContain('aria-label="Fruit &amp; Vegetables"');
  });
});
