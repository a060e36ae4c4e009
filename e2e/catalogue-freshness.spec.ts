import { type Browser, type Page, expect, test } from '@playwright/test';
import { z } from 'zod';
import {
  type Category,
  type Product,
  categorySchema,
  productPageSchema,
  productSchema,
} from '../product-api/src/contract/catalogue';
import { envelopeSchema } from '../product-api/src/contract/envelope';
import { euro } from './catalogue-products';
import { ean13 } from '../product-api/src/seed/ean13';
import { importRows, rowOf } from './support/catalogue-import';
import { removeProduct } from './support/catalogue-removal';
import { type CatalogueStack, startCatalogueStack } from './support/catalogue-stack';
import { signUpCustomer } from './support/new-customer';
import { getPage, pageCacheOf } from './support/page-cache';
import { openPickUpCart, signIn, storeInCart } from './support/shopper';

/**
 * Issue 11: pages come from caches (each storefront server's memory, Next's ISR cache), yet a
 * catalogue change shows on every storefront within seconds and with no restart, because each
 * server follows the catalogue version the API keeps. Two storefront servers behind one API on
 * PostgreSQL, and the operator's import CLI writing while they run.
 */
test.describe.configure({ mode: 'serial' });

/** E2E_FRESHNESS_PORTS ('postgres,api,storefront,storefront') moves the stack beside another run. */
const PORTS = (() => {
  const [postgres = 54341, api = 4141, ...storefronts] = (process.env.E2E_FRESHNESS_PORTS ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);
  return { postgres, api, storefronts: storefronts.length > 0 ? storefronts : [3141, 3142] };
})();
/** How soon after the import's commit every storefront must show the change. */
const FRESH_WITHIN_MS = 10_000;

type Setup = {
  stack: CatalogueStack;
  /** The product whose price and availability change, as the seed made it. */
  original: Product;
  /** Its category as the import file names it: 'Main > Sub'. */
  categoryPath: string;
  subCategoryId: number;
  /** Its Italian name: every import of it writes the name back. */
  italianName: string;
};

let stack: CatalogueStack | undefined;
let setup: Setup | undefined;

function ready(): Setup {
  if (!setup) throw new Error('the stack did not start');
  return setup;
}

/** GET on the stack's own API, parsed with the contract. */
async function fromApi<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>> {
  if (!stack) throw new Error('the stack did not start');
  const answer = await fetch(`${stack.apiUrl}${path}`);
  const envelope = envelopeSchema(schema).parse(await answer.json());
  if (envelope.data === undefined) throw new Error(`${path}: ${envelope.errorMessage}`);
  return envelope.data;
}

/**
 * A plain piece product without promotion, on the first page of a sub-category of the last main
 * category: the suite's other specs read the first categories, and the storefronts here share the
 * build folder (and Next's page files in it) with the suite's own server.
 */
async function chooseProduct(tree: Category[]) {
  for (const main of [...tree].reverse()) {
    for (const sub of [...main.items].reverse()) {
      const page = await fromApi(`/cli/ecommerce/products?category=${sub.id}&p=0`, productPageSchema);
      const found = page.data.find(
        (p) => p.purchaseUm === 'PZ' && p.available && p.price === p.netPrice && p.promotions.length === 0,
      );
      if (found) return { product: found, path: `${main.description} > ${sub.description}`, subId: sub.id };
    }
  }
  throw new Error('the demo catalogue has no plain piece product');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const productPath = (barcode: string) => `/app/product/${barcode}`;
const categoryPagePath = (subCategoryId: number) => `/app/category?id=${subCategoryId}`;
const searchPagePath = (text: string) => `/app/search?q=${encodeURIComponent(text)}`;
const shownPrice = (page: Page) => page.getByTestId('product-price');

/** Retries `check` on a fresh visit of `url` until it passes or the deadline is over. */
async function seenBy(deadline: number, page: Page, url: string, check: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await check(page);
  }).toPass({ timeout: Math.max(deadline - Date.now(), 1_000), intervals: [250, 500] });
}

/** Runs `visit` in a page of its own beside `page`, in the same browser context. */
async function inNewPage(page: Page, visit: (page: Page) => Promise<void>): Promise<void> {
  const own = await page.context().newPage();
  try {
    await visit(own);
  } finally {
    await own.close();
  }
}

/** The category grid as the server's HTML has it: no script may refetch it behind the cache. */
async function withoutScripts<T>(browser: Browser, visit: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

const cardOf = (page: Page, description: string) =>
  page.getByRole('list', { name: 'Products' }).getByRole('article').filter({ hasText: description });

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a stack of its own, once: desktop project only');
  test.setTimeout(300_000); // PostgreSQL, the seed and three servers on a shared 2-core machine
  stack = await startCatalogueStack(PORTS);
  const chosen = await chooseProduct(await fromApi('/cli/categories?lang=en', z.array(categorySchema)));
  const italian = await fromApi(`/cli/ecommerce/products/${chosen.product.barcode}?lang=it`, productSchema);
  setup = {
    stack,
    original: chosen.product,
    categoryPath: chosen.path,
    subCategoryId: chosen.subId,
    italianName: italian.description,
  };
});

test.afterAll(async ({ request }) => {
  test.setTimeout(120_000);
  const started = stack;
  const done = setup;
  stack = undefined;
  setup = undefined;
  if (!started) return;
  try {
    if (!done) return;
    // Put the product back as the seed made it and let both storefronts render its pages again:
    // the page files in .next are shared with the suite's own server.
    const { original, categoryPath, subCategoryId, italianName } = done;
    await importRows(started.databaseUrl, [rowOf(original, categoryPath, italianName)]);
    await expect(async () => {
      for (const web of started.storefronts) {
        for (const path of [productPath(original.barcode), categoryPagePath(subCategoryId)]) {
          const html = await (await getPage(request, web + path)).text();
          expect(html).toContain(euro(original.netPrice));
        }
      }
    }).toPass({ timeout: 20_000 });
  } catch (error) {
    console.warn(`catalogue-freshness: could not restore the changed product: ${String(error)}`);
  } finally {
    await started.stop();
  }
});

test.describe('catalogue changes reach every storefront', () => {
  test('a new price shows on both storefronts within seconds of an import, no restart', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { stack: own, original, categoryPath, italianName, subCategoryId } = ready();
    const { storefronts, processes, databaseUrl } = own;
    const pids = processes.map((child) => child.pid);

    for (const web of storefronts) {
      for (const path of [productPath(original.barcode), categoryPagePath(subCategoryId)]) {
        // A storefront that has just started drops what it kept once it first reads the catalogue
        // version (pages kept from before may predate an import): ask until the page stays.
        await expect
          .poll(async () => pageCacheOf(await getPage(request, web + path)), {
            message: `${web}${path} cached`,
            timeout: 10_000,
          })
          .toBe('hit');
      }
      await page.goto(web + productPath(original.barcode));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(original.description);
      await expect(shownPrice(page)).toContainText(euro(original.netPrice));
    }

    const newPrice = Math.round((original.netPrice + 1.11) * 100) / 100;
    // The operator's own command, once in the spec; the other imports run the same CLI directly.
    await importRows(
      databaseUrl,
      [{ ...rowOf(original, categoryPath, italianName), price: newPrice.toFixed(2) }],
      { asOperator: true },
    );
    const deadline = Date.now() + FRESH_WITHIN_MS;

    // Every page is watched at once, as shoppers on each storefront would: the deadline is how soon
    // the price shows everywhere, not how long four page loads one after another take.
    await withoutScripts(browser, async (plain) => {
      await Promise.all(
        storefronts.flatMap((web) => [
          inNewPage(page, (shopper) =>
            seenBy(deadline, shopper, web + productPath(original.barcode), async (shown) => {
              await expect(shownPrice(shown), `${web} product page`).toContainText(euro(newPrice), {
                timeout: 500,
              });
            }),
          ),
          inNewPage(plain, (shopper) =>
            seenBy(deadline, shopper, web + categoryPagePath(subCategoryId), async (shown) => {
              await expect(cardOf(shown, original.description), `${web} category page`).toContainText(
                euro(newPrice),
                { timeout: 500 },
              );
            }),
          ),
        ]),
      );
    });

    // The same processes throughout, and the fresh page is kept again.
    expect(processes.map((child) => child.pid)).toEqual(pids);
    expect(processes.map((child) => child.exitCode)).toEqual(processes.map(() => null));
    for (const web of storefronts) {
      const url = web + productPath(original.barcode);
      await expect.poll(async () => pageCacheOf(await getPage(request, url)), { timeout: 5_000 }).toBe('hit');
      expect(await (await getPage(request, url)).text()).toContain(euro(newPrice));
    }
  });

  test('a kept search page shows the new price within seconds of an import (issue 28)', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { stack: own, original, categoryPath, italianName } = ready();
    const current = await fromApi(`/cli/ecommerce/products/${original.barcode}`, productSchema);
    const search = searchPagePath(current.description);
    for (const web of own.storefronts) {
      await expect
        .poll(async () => pageCacheOf(await getPage(request, web + search)), {
          message: `${web}${search} cached`,
          timeout: 10_000,
        })
        .toBe('hit');
      expect(await (await getPage(request, web + search)).text()).toContain(euro(current.netPrice));
    }

    const newPrice = Math.round((current.netPrice + 0.77) * 100) / 100;
    await importRows(own.databaseUrl, [
      { ...rowOf(current, categoryPath, italianName), price: newPrice.toFixed(2) },
    ]);
    const deadline = Date.now() + FRESH_WITHIN_MS;
    await withoutScripts(browser, async (plain) => {
      await Promise.all(
        own.storefronts.map((web) =>
          inNewPage(plain, (shopper) =>
            seenBy(deadline, shopper, web + search, async (shown) => {
              await expect(cardOf(shown, current.description), `${web} search page`).toContainText(
                euro(newPrice),
                { timeout: 500 },
              );
            }),
          ),
        ),
      );
    });
  });

  // Shoppers do not pause for an import: pages are re-rendered the moment a storefront sees the new
  // version, perhaps before the API has dropped its own cached answers. Whatever the order, the
  // page every storefront settles on must carry the new price.
  test('a price changed while shoppers keep asking is the one both storefronts settle on', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { stack: own, original, categoryPath, italianName } = ready();
    const pageUrl = (web: string) => web + productPath(original.barcode);
    for (const round of [1, 2, 3]) {
      const current = await fromApi(`/cli/ecommerce/products/${original.barcode}`, productSchema);
      const price = Math.round((original.netPrice + 2 + round * 0.37) * 100) / 100;
      let busy = true;
      const traffic = (async () => {
        while (busy) {
          await Promise.all([
            ...own.storefronts.map((web) => getPage(request, pageUrl(web)).then((answer) => answer.body())),
            fetch(`${own.apiUrl}/cli/ecommerce/products/${original.barcode}`).then((answer) =>
              answer.arrayBuffer(),
            ),
          ]);
          await sleep(20);
        }
      })();
      try {
        await importRows(own.databaseUrl, [
          { ...rowOf(current, categoryPath, italianName), price: price.toFixed(2) },
        ]);
        await sleep(2_000); // the storefronts and the API notice while the requests keep coming
      } finally {
        busy = false;
        await traffic;
      }
      const deadline = Date.now() + FRESH_WITHIN_MS;
      // The API has the new price by now: a storefront that still shows the old one kept a stale page.
      const fromTheApi = await fromApi(`/cli/ecommerce/products/${original.barcode}`, productSchema);
      expect(fromTheApi.netPrice, `round ${round}: the API's price`).toBe(price);
      for (const web of own.storefronts) {
        await seenBy(deadline, page, pageUrl(web), async (shown) => {
          await expect(shownPrice(shown), `round ${round}, ${web}`).toContainText(euro(price), {
            timeout: 500,
          });
        });
      }
    }
  });

  // An import withdraws a product with available=false; its page then shows it out of stock (spec
  // §2, e2e/product.spec.ts), not a 404, and both storefronts must follow. A product that leaves the
  // catalogue altogether answers 404: the next test.
  test('a product withdrawn by an import is out of stock on both storefronts within seconds', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { stack: own, original, categoryPath, italianName } = ready();
    const { storefronts, databaseUrl } = own;
    const current = await fromApi(`/cli/ecommerce/products/${original.barcode}`, productSchema);
    expect(current.available).toBe(true);
    for (const web of storefronts) {
      await getPage(request, web + productPath(original.barcode));
      expect(pageCacheOf(await getPage(request, web + productPath(original.barcode)))).toBe('hit');
    }

    await importRows(databaseUrl, [{ ...rowOf(current, categoryPath, italianName), available: 'false' }]);
    const deadline = Date.now() + FRESH_WITHIN_MS;

    for (const web of storefronts) {
      await seenBy(deadline, page, web + productPath(original.barcode), async (shown) => {
        await expect(shown.getByText('Out of stock').first(), web).toBeVisible({ timeout: 500 });
        await expect(shown.getByRole('button', { name: /add to cart/i })).toBeDisabled({ timeout: 500 });
      });
    }
  });

  test('a new product appears, and once taken out of the catalogue answers 404, on both storefronts', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { stack: own, original, categoryPath, italianName } = ready();
    const { storefronts, databaseUrl } = own;
    // A barcode of this run only: Next's page files outlive the run in the shared build folder.
    const barcode = ean13(`29${String(Date.now()).slice(-10)}`);
    const description = `Freshness check biscuits ${barcode.slice(-4)} 200g`;
    for (const web of storefronts) {
      for (let visit = 0; visit < 2; visit += 1) {
        expect((await getPage(request, web + productPath(barcode))).status()).toBe(404);
      }
    }

    await importRows(databaseUrl, [
      {
        ...rowOf(original, categoryPath, italianName),
        barcode,
        description,
        brand: '',
        price: '1.99',
        old_price: '',
        image_url: '',
        available: 'true',
        tags: '',
      },
    ]);
    let deadline = Date.now() + FRESH_WITHIN_MS;
    for (const web of storefronts) {
      await seenBy(deadline, page, web + productPath(barcode), async (shown) => {
        await expect(shown.getByRole('heading', { level: 1 }), web).toHaveText(description, { timeout: 500 });
        await expect(shownPrice(shown)).toContainText('€1.99');
      });
      await expect
        .poll(async () => pageCacheOf(await getPage(request, web + productPath(barcode))), { timeout: 5_000 })
        .toBe('hit');
    }

    await removeProduct(databaseUrl, barcode);
    deadline = Date.now() + FRESH_WITHIN_MS;
    for (const web of storefronts) {
      await expect(async () => {
        const response = await page.goto(web + productPath(barcode));
        expect(response?.status(), web).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible({
          timeout: 500,
        });
      }).toPass({ timeout: Math.max(deadline - Date.now(), 1_000), intervals: [250, 500] });
    }
  });

  // Spec §2/§4 checkout from cart, code 4105: a price changed by an import after the product went
  // into a cart is shown in a popup before the checkout, and the cart then holds today's price.
  test('a price changed after the product went into a cart is shown in a popup at checkout', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { stack: own, original, categoryPath } = ready();
    const web = own.storefronts[0] ?? '';
    const origin = new URL(web).origin;
    // A product of this run only, so the other tests' price changes do not meet this cart.
    const barcode = ean13(`28${String(Date.now()).slice(-10)}`);
    const description = `Price check crackers ${barcode.slice(-4)} 150g`;
    const row = { ...rowOf(original, categoryPath, ''), barcode, description, brand: '', old_price: '' };
    await importRows(own.databaseUrl, [{ ...row, price: '1.99', image_url: '', tags: '' }]);

    const context = await browser.newContext({ baseURL: web });
    try {
      const customer = await signUpCustomer(context.request, web, 'price-change');
      await signIn(context.request, origin, customer);
      const cart = await openPickUpCart(context.request, origin);
      // Above the pick-up minimum, so the checkout goes on to the price check.
      const amount = Math.ceil((cart.minNetTotal + 1) / 1.99);
      await storeInCart(context.request, origin, { cartId: cart.id, barcode, amount });
      await importRows(own.databaseUrl, [{ ...row, price: '2.49', image_url: '', tags: '' }]);

      const page = await context.newPage();
      await page.goto('/app/cart');
      // The cart page prices its lines at today's prices; the checkout's check tells the shopper
      // which ones changed since they were put in the cart.
      const line = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: description }) });
      await expect(line).toContainText('€2.49');
      await page.getByRole('button', { name: 'Go to checkout' }).click();
      const popup = page.getByRole('dialog', { name: 'Your cart has changed' });
      await expect(popup).toContainText(`${description}: now €2.49`);
      await popup.getByRole('button', { name: 'Close' }).first().click();
      await expect(popup).toHaveCount(0);

      // The cart holds today's prices now: the checkout goes on.
      await page.getByRole('button', { name: 'Go to checkout' }).click();
      await expect(page).toHaveURL(/\/app\/checkout$/);
    } finally {
      await context.close();
    }
  });
});
