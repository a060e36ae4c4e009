import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  barcodeParamsSchema,
  catalogueVersionSchema,
  categoryQuerySchema,
  categorySchema,
  deliveryOptionSchema,
  featuredQuerySchema,
  productIndexPageSchema,
  productIndexQuerySchema,
  productLanguageQuerySchema,
  productPageSchema,
  productQuerySchema,
  productDetailSchema,
  suggestionQuerySchema,
  suggestionsSchema,
} from '../contract/catalogue';
import { envelopeSchema, errorEnvelopeSchema, success, type Result } from '../contract/envelope';
import { toEnvelope } from '../http/envelope';
import { fastSerializerCompiler } from '../http/fast-serializer';
import {
  categoryTree,
  deliveryOptions,
  featuredProducts,
  productByBarcode,
  productIndex,
  productPage,
} from './catalogue.service';
import { readCatalogueVersion } from '../products/catalogue-version';
import { languageOf } from './language';
import { normaliseSearchText } from '../products/search-document';
import { searchSuggestions } from '../search/search.service';

/** Only successes are shared between shoppers; a failure is answered and forgotten. */
const isOk = (result: Result<unknown>) => result.ok;

const tags = ['catalogue'];

const NAMES_IN_ITALIAN =
  'Product names in Italian with ?lang=it or Accept-Language: it, where the catalogue has them.';

/** Catalogue calls of spec §7 (no authentication). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Hot reads: answers written by fast-json-stringify (this plugin's routes only).
  app.setSerializerCompiler(fastSerializerCompiler);
  const { db } = app.deps;
  const cache = app.catalogueCache;
  const trees = cache.reads<Awaited<ReturnType<typeof categoryTree>>>();
  const featured = cache.reads<Awaited<ReturnType<typeof featuredProducts>>>();
  const suggestions = cache.reads<Awaited<ReturnType<typeof searchSuggestions>>>();
  const pages = cache.reads<Awaited<ReturnType<typeof productPage>>>();
  const singles = cache.reads<Awaited<ReturnType<typeof productByBarcode>>>();
  const indexes = cache.reads<Awaited<ReturnType<typeof productIndex>>>();

  app.get(
    '/cli/categories',
    {
      schema: {
        tags,
        summary: 'Category tree, each level sorted by order',
        description:
          'Names in Italian with ?lang=it or Accept-Language: it, where the catalogue has them. ' +
          'With ?tag= only the categories holding products with that tag, and the main categories above them.',
        querystring: categoryQuerySchema,
        response: { 200: envelopeSchema(z.array(categorySchema)), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { tag } = request.query;
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      const key = JSON.stringify([language, tag ?? null]);
      return toEnvelope(await trees.get(key, () => categoryTree(db, language, tag), isOk));
    },
  );

  app.get(
    '/cli/ecommerce/products/featured',
    {
      schema: {
        tags,
        summary: 'Featured products of the home page, paged from 0',
        description: NAMES_IN_ITALIAN,
        querystring: featuredQuerySchema,
        response: { 200: envelopeSchema(productPageSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { p, lang } = request.query;
      const language = languageOf(lang, request.headers['accept-language']);
      return toEnvelope(
        await featured.get(`${language}|${p}`, () => featuredProducts(db, p, language), isOk),
      );
    },
  );

  app.get(
    '/cli/ecommerce/products/search',
    {
      schema: {
        tags,
        summary: 'Search-box suggestions: product names, sub-categories with counts, brands',
        querystring: suggestionQuerySchema,
        response: { 200: envelopeSchema(suggestionsSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { q, lang } = request.query;
      const language = languageOf(lang, request.headers['accept-language']);
      const key = `${language}|${normaliseSearchText(q)}`;
      return toEnvelope(
        await suggestions.get(key, () => searchSuggestions(app.searchIndex, q, language), isOk),
      );
    },
  );

  app.get(
    '/cli/ecommerce/products',
    {
      schema: {
        tags,
        summary: 'Products of a category, tag or brand, or matching a search text, paged from 0',
        description:
          'q is matched accent- and case-insensitively on whole words and their plurals, on the grocery ' +
          "vocabulary (Italian and Maltese words find English names: 'patate' finds potatoes), on the last " +
          "word as a beginning when it is no word itself, on other forms of a word ('sliced' finds slices), " +
          "on words run together or split ('icecream', 'tooth paste'), and on close spellings of a word no " +
          "product has (typos: 'chiken'). A search of several words that matches nothing answers fewer of " +
          'them and names them in relaxedQuery. A product whose name has the words comes before one found ' +
          'through its brand, ' +
          'category or tags; a product of the category the query names before others; non-food after food ' +
          'unless the query names its kind. Without q products follow the category order. ' +
          'diets (comma-separated VEGAN, VEGETARIAN, GLUTEN_FREE, LACTOSE_FREE) keeps products suiting ' +
          'every one; freeFrom (comma-separated Annex II allergen codes) drops products containing any of ' +
          "them or declaring that they may contain it: a shopper avoiding peanuts avoids 'may contain " +
          "peanuts' too. An unknown code answers 400. " +
          NAMES_IN_ITALIAN,
        querystring: productQuerySchema,
        response: { 200: envelopeSchema(productPageSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { lang, ...query } = request.query;
      const language = languageOf(lang, request.headers['accept-language']);
      // Searches differing only in case or accents ('Caffè', 'caffe') share one entry; a blank q
      // (list everything) must not share one with a q of only punctuation (match nothing).
      const search = query.q ? `q:${normaliseSearchText(query.q)}` : null;
      const key = JSON.stringify({ ...query, q: search, language });
      return toEnvelope(await pages.get(key, () => productPage(db, app.searchIndex, query, language), isOk));
    },
  );

  // Static paths (featured, search, barcodes) win over this parametric one in Fastify's router.
  app.get(
    '/cli/ecommerce/products/:barcode',
    {
      schema: {
        tags,
        summary: 'One product by its barcode (the product page)',
        description: `Answers responseCode 4030 when no product has the barcode. ${NAMES_IN_ITALIAN}`,
        params: barcodeParamsSchema,
        querystring: productLanguageQuerySchema,
        response: { 200: envelopeSchema(productDetailSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { barcode } = request.params;
      const language = languageOf(request.query.lang, request.headers['accept-language']);
      return toEnvelope(
        await singles.get(`${language}|${barcode}`, () => productByBarcode(db, barcode, language), isOk),
      );
    },
  );

  app.get(
    '/cli/ecommerce/products/barcodes',
    {
      schema: {
        tags,
        summary:
          'Every product barcode with its last change, pages from 0 of `s` (at most and by default 50,000), for the sitemap',
        querystring: productIndexQuerySchema,
        response: { 200: envelopeSchema(productIndexPageSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { p, s } = request.query;
      return toEnvelope(await indexes.get(`${p}:${s}`, () => productIndex(db, p, s), isOk));
    },
  );

  // The freshness signal itself, so never behind the catalogue cache: one key lookup of app_meta
  // per call (storefront servers poll it every second each). Outside /cli like /health: it is for
  // the shop's own servers, not for clients of spec §7.
  app.get(
    '/catalogue/version',
    {
      schema: {
        tags,
        summary: "The catalogue's version, changed by every catalogue write (seed, import)",
        description:
          'An opaque text: compare it with the last one seen. Storefront servers poll it to revalidate ' +
          'their cached pages. Answered with Cache-Control: no-store.',
        response: { 200: envelopeSchema(catalogueVersionSchema) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const version = await readCatalogueVersion(db);
      // Whoever learns of a change here must not then be served this instance's old answers.
      app.catalogueVersion.follow(version);
      return success({ version });
    },
  );

  app.get(
    '/cli/ecommerce/deliveries',
    {
      schema: {
        tags,
        summary: 'Delivery modes, pick-up modes once per store offering them',
        response: { 200: envelopeSchema(z.array(deliveryOptionSchema)) },
      },
    },
    async () => toEnvelope(await deliveryOptions(db)),
  );
};
