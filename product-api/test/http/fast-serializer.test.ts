import { serializerCompiler } from 'fastify-type-provider-zod';
import { productPageSchema, suggestionsSchema, type ProductPage } from '../../src/contract/catalogue';
import { envelopeSchema, errorEnvelopeSchema } from '../../src/contract/envelope';
import { fastSerializerCompiler } from '../../src/http/fast-serializer';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/cli/x', httpStatus: '200' }) as never;
const fast = (schema: unknown) => fastSerializerCompiler(route(schema));
const zod = (schema: unknown) => serializerCompiler(route(schema));

const product: ProductPage['data'][number] = {
  id: 7,
  ref: 'REF-7',
  barcode: '5000000000007',
  description: 'Għawdxija "Ġbejniet" \u2028 tal-Malti',
  brand: null,
  imageUrl: '/media/products/7.webp',
  available: true,
  price: 2.49,
  netPrice: 1.99,
  pricePerUm: 9.96,
  umPerUm: 'kg',
  um: 'pc',
  purchaseUm: 'pc',
  umStep: 1,
  minWeight: null,
  maxAmount: 12,
  promotions: [
    { valueType: 'PRICE', value: 1.99, quantity: null, description: 'Now €1.99' },
    { valueType: 'MULTI', value: null, quantity: 3, description: '3 for 2' },
  ],
  vatConfigurationId: 2,
  attrib3: null,
  categoryId: 31,
  tags: ['gluten-free'],
  allergens: ['SOYBEANS'],
  mayContain: [],
  diets: ['VEGAN', 'GLUTEN_FREE'],
  depositUnits: 6,
};

describe('fast serializer of the catalogue reads', () => {
  it('writes the same JSON as the zod serializer for a page of products and for suggestions', () => {
    const page = {
      responseCode: 0,
      data: {
        data: [product, { ...product, id: 8, brand: 'Tal-Qadim' }],
        totalPages: 3,
        number: 0,
        last: false,
      },
    };
    const pageSchema = envelopeSchema(productPageSchema);
    expect(JSON.parse(fast(pageSchema)(page))).toEqual(JSON.parse(zod(pageSchema)(page)));

    const suggestions = {
      responseCode: 0,
      data: { tips: ['Ġbejniet'], categories: [{ label: 'Cheese', count: 4, categoryId: 3 }], brands: [] },
    };
    const suggestionSchema = envelopeSchema(suggestionsSchema);
    expect(fast(suggestionSchema)(suggestions)).toBe(zod(suggestionSchema)(suggestions));
  });

  it('writes business failures and refused fields as their envelopes', () => {
    const failure = { responseCode: 4030, errorMessage: 'Product not found' };
    expect(JSON.parse(fast(envelopeSchema(productPageSchema))(failure))).toEqual(failure);
    const refused = {
      responseCode: 4000,
      errorMessage: 'Invalid request',
      fields: [{ path: 'q', message: 'Too long' }],
    };
    expect(JSON.parse(fast(errorEnvelopeSchema)(refused))).toEqual(refused);
  });

  it('sends only the fields of the schema, and refuses an answer missing a required one', () => {
    const serialize = fast(envelopeSchema(suggestionsSchema));
    const extra = {
      responseCode: 0,
      data: { tips: [], categories: [], brands: [], secret: 'x' },
      stack: 'Error: …',
    };
    expect(JSON.parse(serialize(extra))).toEqual({
      responseCode: 0,
      data: { tips: [], categories: [], brands: [] },
    });
    expect(() => serialize({ responseCode: 0, data: { tips: [], categories: [] } })).toThrow(/brands/);
  });
});
