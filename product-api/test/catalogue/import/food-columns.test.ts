import { readHeader } from '../../../src/catalogue/import/catalogue-columns';
import { checkCatalogueRow, type RowValues } from '../../../src/catalogue/import/catalogue-row';
import { foodCells } from '../../../src/catalogue/import/food-columns';
import { EMPTY_LABEL } from '../../../src/catalogue/product-food';

const valid: RowValues = {
  barcode: '5000000000012',
  description: 'Penne Rigate 500g',
  category_path: 'Pantry > Pasta',
  price: '1.29',
};

/** A whole nutrition declaration (dry pasta), to be spoilt one column at a time. */
const NUTRITION: RowValues = {
  nutrition_per: 'g',
  energy_kj: '1521',
  energy_kcal: '359',
  fat: '2',
  saturates: '0.5',
  carbohydrate: '71.2',
  sugars: '3.5',
  protein: '12.5',
  salt: '0.013',
};

const reasonOf = (values: RowValues) => {
  const checked = checkCatalogueRow({ ...valid, ...values });
  if (checked.ok) throw new Error(`expected a rejection for ${JSON.stringify(values)}`);
  return checked.reason;
};

const foodOf = (values: RowValues) => {
  const checked = checkCatalogueRow({ ...valid, ...values });
  if (!checked.ok) throw new Error(checked.reason);
  return checked.row.food;
};

describe('food information columns of a catalogue file', () => {
  it('tells whether a header has food columns, in any spelling', () => {
    expect(readHeader(['barcode', 'description', 'category_path', 'price'])).toMatchObject({
      hasFoodColumns: false,
    });
    expect(
      readHeader(['barcode', 'description', 'category_path', 'price', 'May Contain', 'deposit-units']),
    ).toEqual({
      ok: true,
      columns: ['barcode', 'description', 'category_path', 'price', 'may_contain', 'deposit_units'],
      hasFoodColumns: true,
    });
  });

  it('reads a full label: texts in two languages, codes in any case, nutrition, abv and deposit', () => {
    const food = foodOf({
      ...NUTRITION,
      ingredients: 'Durum *wheat* semolina, water.',
      ingredients_it: 'Semola di grano duro (*frumento*), acqua.',
      allergens: ' gluten ',
      may_contain: 'Soybeans; eggs;EGGS',
      diets: 'vegan',
      net_quantity: '500 g',
      storage: 'Store in a cool, dry place.',
      storage_it: 'Conservare in luogo fresco e asciutto.',
      instructions: 'Cook for 11 minutes in salted boiling water.',
      instructions_it: 'Cuocere 11 minuti in acqua bollente salata.',
      origin: 'Italy',
      origin_it: 'Italia',
      abv: '0',
      operator: 'Barilla G. e R. Fratelli S.p.A., Via Mantova 166, 43122 Parma, Italy',
      warnings: '',
      warnings_it: '',
      deposit_units: '',
    });
    expect(food).toEqual({
      allergens: ['GLUTEN'],
      // Annex II order, each once.
      mayContain: ['EGGS', 'SOYBEANS'],
      // VEGAN is stored with VEGETARIAN.
      diets: ['VEGAN', 'VEGETARIAN'],
      depositUnits: 0,
      label: {
        ingredients: 'Durum *wheat* semolina, water.',
        ingredientsIt: 'Semola di grano duro (*frumento*), acqua.',
        netQuantity: '500 g',
        storage: 'Store in a cool, dry place.',
        storageIt: 'Conservare in luogo fresco e asciutto.',
        instructions: 'Cook for 11 minutes in salted boiling water.',
        instructionsIt: 'Cuocere 11 minuti in acqua bollente salata.',
        origin: 'Italy',
        originIt: 'Italia',
        abv: 0,
        operator: 'Barilla G. e R. Fratelli S.p.A., Via Mantova 166, 43122 Parma, Italy',
        warnings: null,
        warningsIt: null,
        nutrition: {
          per: 'g',
          energyKj: 1521,
          energyKcal: 359,
          fat: 2,
          saturates: 0.5,
          carbohydrate: 71.2,
          sugars: 3.5,
          protein: 12.5,
          salt: 0.013,
        },
      },
    });
  });

  it("reads diets spelt 'gluten-free' or 'Lactose free', and a drink's deposit and strength", () => {
    expect(foodOf({ diets: 'gluten-free;Lactose free;vegetarian' }).diets).toEqual([
      'VEGETARIAN',
      'GLUTEN_FREE',
      'LACTOSE_FREE',
    ]);
    const beer = foodOf({
      ...NUTRITION,
      nutrition_per: 'ML',
      energy_kj: '176',
      energy_kcal: '42',
      fat: '0',
      saturates: '0',
      carbohydrate: '3.1',
      sugars: '0.2',
      protein: '0.4',
      salt: '0',
      abv: '4.2',
      deposit_units: '6',
    });
    expect(beer.depositUnits).toBe(6);
    expect(beer.label.abv).toBe(4.2);
    expect(beer.label.nutrition).toMatchObject({ per: 'ml', energyKcal: 42 });
  });

  it('leaves every food column empty as no food information', () => {
    expect(foodOf({})).toEqual({
      allergens: [],
      mayContain: [],
      diets: [],
      depositUnits: 0,
      label: EMPTY_LABEL,
    });
  });

  it('names the allowed codes for an unknown allergen or diet', () => {
    expect(reasonOf({ allergens: 'milk;peanut' })).toBe(
      'allergens: "peanut" is not an Annex II allergen code; the codes are GLUTEN, CRUSTACEANS, EGGS, ' +
        'FISH, PEANUTS, SOYBEANS, MILK, NUTS, CELERY, MUSTARD, SESAME, SULPHITES, LUPIN, MOLLUSCS',
    );
    expect(reasonOf({ may_contain: 'traces' })).toMatch(
      /^may_contain: "traces" is not an Annex II allergen code/,
    );
    expect(reasonOf({ diets: 'keto' })).toBe(
      'diets: "keto" is not a diet; the codes are VEGAN, VEGETARIAN, GLUTEN_FREE, LACTOSE_FREE',
    );
  });

  it('refuses negative or malformed nutrition values', () => {
    expect(reasonOf({ ...NUTRITION, fat: '-1' })).toBe('fat: "-1" is negative; grams is 0 or more');
    expect(reasonOf({ ...NUTRITION, energy_kj: '1,521' })).toBe(
      `energy_kj: "1,521" is not a number of kJ ('.' for decimals, at most 3)`,
    );
    expect(reasonOf({ ...NUTRITION, nutrition_per: '100g' })).toBe(
      'nutrition_per: "100g" is not g (per 100 g) or ml (per 100 ml)',
    );
  });

  it('refuses saturates above fat, sugars above carbohydrate and kJ that disagree with kcal', () => {
    expect(reasonOf({ ...NUTRITION, saturates: '2.5' })).toBe(
      'saturates: 2.5 g is above fat (2 g); saturates are part of the fat',
    );
    expect(reasonOf({ ...NUTRITION, sugars: '80' })).toBe(
      'sugars: 80 g is above carbohydrate (71.2 g); sugars are part of the carbohydrate',
    );
    expect(reasonOf({ ...NUTRITION, energy_kj: '359' })).toBe(
      'energy_kj: 359 kJ disagrees with 359 kcal (× 4.184 = 1502 kJ, within 5%)',
    );
    // Rounding on the label is no mistake: 17 kJ for 4 kcal, 1521 for 359.
    expect(foodOf({ ...NUTRITION, energy_kj: '17', energy_kcal: '4' }).label.nutrition?.energyKj).toBe(17);
  });

  it('refuses a nutrition declaration partly filled, naming what is missing', () => {
    expect(reasonOf({ ...NUTRITION, sugars: '', salt: '' })).toBe(
      'sugars: the nutrition is partly filled: sugars, salt missing (give all of nutrition_per, energy_kj, ' +
        'energy_kcal, fat, saturates, carbohydrate, sugars, protein, salt or none)',
    );
    expect(reasonOf({ fat: '3' })).toMatch(
      /^nutrition_per: the nutrition is partly filled: nutrition_per, energy_kj/,
    );
  });

  it('refuses an alcohol strength outside 0 to 100 and a deposit that is not 0 to 48 containers', () => {
    expect(reasonOf({ abv: '101' })).toBe('abv: "101" is not an alcohol strength in % from 0 to 100');
    expect(reasonOf({ abv: '-4' })).toBe('abv: "-4" is not an alcohol strength in % from 0 to 100');
    expect(reasonOf({ abv: '5%' })).toBe('abv: "5%" is not an alcohol strength in % from 0 to 100');
    expect(reasonOf({ deposit_units: '49' })).toBe(
      'deposit_units: "49" is not a whole number of containers from 0 to 48',
    );
    expect(reasonOf({ deposit_units: '1.5' })).toMatch(/^deposit_units: "1.5" is not a whole number/);
    expect(reasonOf({ deposit_units: '-1' })).toMatch(/^deposit_units: "-1" is not a whole number/);
  });

  it("refuses unbalanced '*' marks in either language and texts across lines or too long", () => {
    expect(reasonOf({ ingredients: 'Durum *wheat semolina' })).toBe(
      "ingredients: has 1 '*' marks, an odd number: mark each allergen on both sides, *like this*",
    );
    expect(reasonOf({ ingredients_it: '*latte*, *uova' })).toMatch(/^ingredients_it: has 3 '\*' marks/);
    expect(reasonOf({ storage: 'Keep cool.\nKeep dry.' })).toBe(
      'storage: holds a line break or another control character',
    );
    expect(reasonOf({ net_quantity: 'x'.repeat(41) })).toBe(
      'net_quantity: is 41 characters long, at most 40',
    );
    expect(reasonOf({ operator: 'x'.repeat(301) })).toBe('operator: is 301 characters long, at most 300');
  });

  it('refuses a diet the allergens contradict', () => {
    expect(reasonOf({ allergens: 'milk;gluten', diets: 'vegan;gluten-free' })).toBe(
      'diets: VEGAN is contradicted by the allergens MILK; diets: GLUTEN_FREE is contradicted by the allergens GLUTEN',
    );
    expect(reasonOf({ allergens: 'fish', diets: 'vegetarian' })).toBe(
      'diets: VEGETARIAN is contradicted by the allergens FISH',
    );
    // Lactose-free milk still contains the milk allergen.
    expect(foodOf({ allergens: 'milk', diets: 'lactose-free' }).diets).toEqual(['LACTOSE_FREE']);
    // May contain is no contradiction: the supplier declares the diet of the recipe.
    expect(foodOf({ may_contain: 'milk', diets: 'vegan' }).diets).toEqual(['VEGAN', 'VEGETARIAN']);
  });

  it('writes back what it reads (the generator writes files with foodCells)', () => {
    const food = foodOf({
      ...NUTRITION,
      allergens: 'gluten',
      diets: 'vegan',
      abv: '4.5',
      deposit_units: '6',
    });
    expect(foodOf(foodCells(food))).toEqual(food);
  });
});
