import type { Category, Product } from '@shop/product-api/contract/catalogue';
import type { Profile } from '@shop/product-api/contract/profiles';

/** A plain piece product; tests override what they are about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    ref: 'REF-1',
    barcode: '5350000000001',
    description: 'Ġbejniet Friski (pack of 3)',
    brand: 'Ta’ Rikardu',
    imageUrl: '/app/media/products/5350000000001.svg',
    available: true,
    price: 2.95,
    netPrice: 2.95,
    pricePerUm: 0.98,
    umPerUm: 'PZ',
    um: 'PZ',
    purchaseUm: 'PZ',
    umStep: 1,
    minWeight: null,
    maxAmount: 30,
    promotions: [],
    vatConfigurationId: 1,
    attrib3: null,
    categoryId: 3,
    tags: [],
    allergens: [],
    mayContain: [],
    diets: [],
    depositUnits: 0,
    ...overrides,
  };
}

/** A weighed product: 0.25 kg steps from 0.5 kg up to 1 kg. */
export function aWeighedProduct(overrides: Partial<Product> = {}): Product {
  return aProduct({
    id: 2,
    barcode: '2100033000003',
    description: 'Artichokes (Qaqoċċ)',
    brand: null,
    price: 3.99,
    netPrice: 3.99,
    pricePerUm: 3.99,
    umPerUm: 'KG',
    um: 'KG',
    purchaseUm: 'KG',
    umStep: 0.25,
    minWeight: 0.5,
    maxAmount: 1,
    ...overrides,
  });
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    firstName: 'Maria',
    lastName: 'Borg',
    birthDate: null,
    gender: null,
    mobilePhone: null,
    mobilePhonePrefix: null,
    homePhone: null,
    homePhonePrefix: null,
    email: 'maria@example.com',
    ssnCode: null,
    cards: [],
    address: null,
    accept1: true,
    accept2: true,
    accept3: false,
    accept4: false,
    preferences: { storeId: null, avoidAllergens: [] },
    ...overrides,
  };
}

/** A category whose order is its id, with the sub-categories given. */
export function aCategory(id: number, description: string, items: Category[] = []): Category {
  return { id, description, imageUrl: null, order: id, items };
}
