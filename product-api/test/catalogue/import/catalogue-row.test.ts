import { readHeader } from '../../../src/catalogue/import/catalogue-columns';
import { checkCatalogueRow, type RowValues } from '../../../src/catalogue/import/catalogue-row';
import { importedProductOf } from '../../../src/catalogue/import/imported-product';
import { EMPTY_LABEL } from '../../../src/catalogue/product-food';
import { normaliseSearchText, searchTextOf } from '../../../src/products/search-document';

const valid: RowValues = {
  barcode: '5000000000012',
  description: 'Kinnie Original 1.5L',
  brand: 'Kinnie',
  category_path: 'Drinks > Soft Drinks',
  price: '1.89',
};

const reasonOf = (values: RowValues) => {
  const checked = checkCatalogueRow({ ...valid, ...values });
  if (checked.ok) throw new Error(`expected a rejection for ${JSON.stringify(values)}`);
  return checked.reason;
};

const rowOf = (values: RowValues) => {
  const checked = checkCatalogueRow({ ...valid, ...values });
  if (!checked.ok) throw new Error(checked.reason);
  return checked.row;
};

describe('catalogue file header', () => {
  it('matches column names whatever their case, spaces, hyphens or underscores', () => {
    expect(
      readHeader(['Barcode', 'DESCRIPTION', 'Category path', 'price', 'old-price', 'Image_URL']),
    ).toEqual({
      ok: true,
      columns: ['barcode', 'description', 'category_path', 'price', 'old_price', 'image_url'],
      hasFoodColumns: false,
    });
  });

  it('refuses an unknown, a repeated or a missing required column', () => {
    expect(readHeader(['barcode', 'description', 'category_path', 'price', 'old prise'])).toEqual({
      ok: false,
      reason: expect.stringContaining("unknown column 'old prise'") as string,
    });
    expect(readHeader(['barcode', 'description', 'category_path', 'price', 'Price'])).toEqual({
      ok: false,
      reason: 'column price appears twice',
    });
    expect(readHeader(['barcode', 'description', 'price'])).toEqual({
      ok: false,
      reason: 'missing required column category_path',
    });
  });
});

describe('catalogue row checks', () => {
  it('reads a full row, trimming values and normalising units, tags and media paths', () => {
    expect(
      rowOf({
        barcode: ' 2100001000004 ',
        description: ' Tomatoes ',
        description_it: ' Pomodori ',
        brand: '',
        category_path: 'Fruit & Vegetables  >   Fresh Vegetables',
        price: '2.99',
        old_price: '3.5',
        unit: 'kg',
        step: '0.25',
        min_weight: '0.5',
        max_amount: '5',
        image_url: '/media/products/tomatoes.svg',
        available: 'NO',
        tags: 'Local; maltese;;local',
      }),
    ).toEqual({
      barcode: '2100001000004',
      description: 'Tomatoes',
      descriptionIt: 'Pomodori',
      brand: null,
      categoryPath: ['Fruit & Vegetables', 'Fresh Vegetables'],
      priceCents: 299,
      oldPriceCents: 350,
      multiBuy: null,
      unit: 'KG',
      step: 0.25,
      minWeight: 0.5,
      maxAmount: 5,
      imageUrl: '/app/media/products/tomatoes.svg',
      available: false,
      tags: ['local', 'maltese'],
      // No food columns: no food information (food-columns.test.ts reads them).
      food: { allergens: [], mayContain: [], diets: [], depositUnits: 0, label: EMPTY_LABEL },
    });
  });

  it('fills the optional columns with pieces, available and no limits', () => {
    expect(rowOf({})).toMatchObject({
      unit: 'PZ',
      step: null,
      minWeight: null,
      maxAmount: null,
      oldPriceCents: null,
      imageUrl: null,
      available: true,
      tags: [],
    });
  });

  it('checks barcodes: digits, 4 to 14 of them, EAN-8 and EAN-13 check digits', () => {
    expect(reasonOf({ barcode: '' })).toBe('barcode: is empty');
    expect(reasonOf({ barcode: '50000-0001' })).toBe('barcode: "50000-0001" is not digits only');
    expect(reasonOf({ barcode: '123' })).toBe('barcode: "123" has 3 digits, a barcode has 4 to 14');
    expect(reasonOf({ barcode: '5000000000017' })).toBe(
      'barcode: "5000000000017" is not a valid EAN-13: its check digit should be 2',
    );
    expect(reasonOf({ barcode: '96385075' })).toBe(
      'barcode: "96385075" is not a valid EAN-8: its check digit should be 4',
    );
    expect(rowOf({ barcode: '96385074' }).barcode).toBe('96385074');
    expect(rowOf({ barcode: '123456' }).barcode).toBe('123456');
  });

  it('rejects prices written the continental way, with a currency sign, zero or below the old price', () => {
    expect(reasonOf({ price: '2,49' })).toBe(
      `price: "2,49" is not an amount in euro (digits and '.' for decimals, e.g. 2.49)`,
    );
    expect(reasonOf({ price: '€2.49' })).toContain('price: "€2.49" is not an amount in euro');
    expect(reasonOf({ price: '0.00' })).toBe('price: must be above 0');
    expect(reasonOf({ price: '' })).toBe('price: is empty');
    expect(reasonOf({ price: '2.50', old_price: '2.00' })).toBe(
      'old_price: is below price; it is the struck-through price of a promotion, so at least price',
    );
  });

  it('reads a multi-buy offer from its two columns', () => {
    expect(rowOf({ price: '0.99', multi_buy_quantity: '2', multi_buy_price: '1.50' })).toMatchObject({
      priceCents: 99,
      oldPriceCents: null,
      multiBuy: { quantity: 2, offerCents: 150 },
    });
    expect(rowOf({ multi_buy_quantity: '', multi_buy_price: '' }).multiBuy).toBeNull();
  });

  it('refuses a multi-buy offer that is half given, saves nothing, is weighed or comes with an old price', () => {
    expect(reasonOf({ multi_buy_quantity: '2' })).toBe(
      'multi_buy_price: is empty while multi_buy_quantity is given; a multi-buy offer needs both',
    );
    expect(reasonOf({ multi_buy_price: '1.50' })).toBe(
      'multi_buy_quantity: is empty while multi_buy_price is given; a multi-buy offer needs both',
    );
    expect(reasonOf({ multi_buy_quantity: '1', multi_buy_price: '1.50' })).toBe(
      'multi_buy_quantity: "1" is not a whole number of items from 2 to 99',
    );
    expect(reasonOf({ multi_buy_quantity: '2.5', multi_buy_price: '1.50' })).toBe(
      'multi_buy_quantity: "2.5" is not a whole number of items from 2 to 99',
    );
    expect(reasonOf({ price: '0.75', multi_buy_quantity: '2', multi_buy_price: '1.50' })).toBe(
      'multi_buy_price: saves nothing: 2 items cost 1.50 at price, the offer must be less',
    );
    expect(reasonOf({ unit: 'KG', multi_buy_quantity: '2', multi_buy_price: '1.50' })).toBe(
      'multi_buy_quantity: a multi-buy offer applies to pieces (unit PZ) only',
    );
    expect(reasonOf({ old_price: '2.50', multi_buy_quantity: '2', multi_buy_price: '3.00' })).toBe(
      'old_price: a product has one promotion: an old price above price or a multi-buy offer, not both',
    );
    // An old price equal to price is no promotion, so it goes with an offer.
    expect(rowOf({ old_price: '1.89', multi_buy_quantity: '2', multi_buy_price: '3.00' }).multiBuy).toEqual({
      quantity: 2,
      offerCents: 300,
    });
  });

  it('holds piece goods to whole pieces and weighed-goods rules to KG', () => {
    expect(reasonOf({ unit: 'LT' })).toBe('unit: "LT" is not a unit: PZ (pieces) or KG (weighed goods)');
    expect(reasonOf({ step: '0.5' })).toBe('step: must be 1 or empty for pieces (PZ)');
    expect(reasonOf({ min_weight: '0.2' })).toBe('min_weight: applies to weighed goods (unit KG) only');
    expect(reasonOf({ max_amount: '2.5' })).toBe('max_amount: must be a whole number of pieces for unit PZ');
    expect(reasonOf({ unit: 'KG', min_weight: '2', max_amount: '1' })).toBe(
      'max_amount: is below the step or minimum weight (2 kg)',
    );
    expect(reasonOf({ unit: 'KG', step: '0.125' })).toBe(
      `step: "0.125" is not a number of kg (at most 2 decimals, '.' for decimals)`,
    );
  });

  it('names every problem of a row, column by column', () => {
    expect(reasonOf({ description: '', category_path: 'A > B > C', available: 'maybe' })).toBe(
      'description: is empty; category_path: "A > B > C" has 3 levels; the shop has two (\'Main > Sub\'); ' +
        'available: "maybe" is not true/false, 1/0 or yes/no',
    );
  });

  it('refuses names over their length or across lines, empty category levels and strange image addresses', () => {
    expect(reasonOf({ description: 'x'.repeat(201) })).toBe(
      'description: is 201 characters long, at most 200',
    );
    expect(reasonOf({ description: 'Two\nlines' })).toBe(
      'description: holds a line break or another control character',
    );
    expect(reasonOf({ category_path: 'Drinks > ' })).toBe(
      `category_path: "Drinks >" has an empty level ('Main > Sub' or 'Main')`,
    );
    expect(reasonOf({ image_url: 'ftp://example.com/x.png' })).toBe(
      'image_url: "ftp://example.com/x.png" is neither an http(s):// address nor a /media/ path',
    );
    expect(reasonOf({ image_url: '/media/../admin.svg' })).toBe(
      'image_url: "/media/../admin.svg" is not a plain file path under /media/',
    );
    expect(rowOf({ image_url: 'https://cdn.example.com/p/1.jpg' }).imageUrl).toBe(
      'https://cdn.example.com/p/1.jpg',
    );
  });
});

describe('imported product columns', () => {
  const category = { id: 7, names: ['Soft Drinks', 'Drinks'] };

  it('keeps the old price as the list price and stores the cut as a promotion', () => {
    const product = importedProductOf(rowOf({ price: '1.60', old_price: '2.00' }), category);
    expect(product).toMatchObject({
      priceCents: 200,
      netPriceCents: 160,
      promotionType: 'PERCENTAGE',
      promotionValue: 20,
      promotionDescription: '-20%',
    });
  });

  it('prices packed goods per litre or kg from the pack size in the name, weighed goods per kg', () => {
    expect(importedProductOf(rowOf({ price: '1.80' }), category)).toMatchObject({
      pricePerUmCents: 120,
      umPerUm: 'LT',
      um: 'PZ',
      purchaseUm: 'PZ',
      umStep: 1,
      minWeight: null,
    });
    expect(
      importedProductOf(rowOf({ unit: 'KG', price: '2.99', min_weight: '0.5' }), category),
    ).toMatchObject({
      pricePerUmCents: 299,
      umPerUm: 'KG',
      um: 'KG',
      umStep: 0.1,
      minWeight: 0.5,
    });
  });

  it('stores a multi-buy offer at the list price, with the bundle price and item count', () => {
    const product = importedProductOf(
      rowOf({
        description: 'Iceberg Lettuce',
        price: '0.99',
        multi_buy_quantity: '2',
        multi_buy_price: '1.50',
      }),
      category,
    );
    expect(product).toMatchObject({
      priceCents: 99,
      netPriceCents: 99,
      pricePerUmCents: 99,
      promotionType: 'MULTI_BUY',
      promotionValue: 1.5,
      promotionQuantity: 2,
      promotionDescription: '2 for €1.50',
    });
    expect(importedProductOf(rowOf({}), category)).toMatchObject({
      promotionType: null,
      promotionQuantity: null,
    });
  });

  it('makes a product tagged water-pack a bundle of at most 10 per order', () => {
    expect(importedProductOf(rowOf({ tags: 'water-pack' }), category)).toMatchObject({
      isBundle: true,
      maxAmount: 10,
    });
    expect(importedProductOf(rowOf({ tags: 'water-pack', max_amount: '24' }), category).maxAmount).toBe(10);
    expect(importedProductOf(rowOf({ tags: 'water-pack', max_amount: '6' }), category).maxAmount).toBe(6);
    expect(importedProductOf(rowOf({ max_amount: '24' }), category)).toMatchObject({
      isBundle: false,
      maxAmount: 24,
    });
  });

  it('hands the writer the category names, which it searches as the seed does', () => {
    const product = importedProductOf(rowOf({ tags: 'water-pack;Maltese' }), category);
    expect(product.categoryNames).toEqual(['Soft Drinks', 'Drinks']);
    expect(normaliseSearchText(product.description)).toBe('kinnie original 1.5l');
    expect(searchTextOf(product)).toBe('kinnie original 1.5l kinnie soft drinks drinks water-pack maltese');
  });
});
