import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { ANY_WIDTH } from './support/any-width';

type Category = { id: number; description: string; items: Category[] };

/** The category tree as the shop has it (through the storefront's own BFF). */
async function categoryTree(request: APIRequestContext, lang = 'en'): Promise<Category[]> {
  const response = await request.get(`/app/api/categories?lang=${lang}`);
  const body = (await response.json()) as { data: Category[] };
  return body.data;
}

/** A main category with at least two sub-categories, and a second main category. */
async function twoMains(request: APIRequestContext): Promise<[Category, Category]> {
  const tree = (await categoryTree(request)).filter((c) => c.items.length >= 2);
  const [first, second] = tree;
  if (!first || !second) throw new Error('the demo catalogue needs two main categories with sub-categories');
  return [first, second];
}

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** On phones the side tree folds behind a 'Categories' button above the grid. */
async function categoryTreeNav(page: Page) {
  const toggle = page.getByRole('main').getByRole('button', { name: 'Categories', exact: true });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await expect(nav).toBeVisible();
  return nav;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const products = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

test.describe('category screen', () => {
  test(
    'the server-rendered HTML holds products, title, breadcrumb data, canonical and hreflang',
    { tag: ANY_WIDTH },
    async ({ request }) => {
      const [main] = await twoMains(request);
      const sub = main.items[0];
      const response = await request.get(`/app/category?id=${sub?.id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<article[^>]*aria-labelledby/);
      expect(html).toContain(`<h1`);
      expect(html).toContain('"@type":"BreadcrumbList"');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/app/category\\?id=${sub?.id}"`));
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="it" href="[^"]*/app/it/category\\?id=${sub?.id}"`),
      );
    },
  );

  test('tree clicks follow spec §4 and the promotions filter reloads the grid', async ({ page, request }) => {
    test.slow(); // five server round trips and an accessibility scan
    const [main, other] = await twoMains(request);
    const [sub] = main.items;
    await page.goto(`/app/category?id=${main.id}`);
    await expect(heading(page)).toHaveText(main.description);
    await expect(products(page).first()).toBeVisible();
    await expectNoSeriousAxeViolation(page);

    // A sub-category sets it.
    let nav = await categoryTreeNav(page);
    await nav.getByRole('link', { name: sub?.description, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/category\\?id=${sub?.id}$`));
    await expect(heading(page)).toHaveText(sub?.description ?? '');
    nav = await categoryTreeNav(page);
    await expect(nav.getByRole('link', { name: sub?.description, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Another main category selects it and clears the sub-category.
    await nav.getByRole('link', { name: other.description, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/category\\?id=${other.id}$`));
    await expect(heading(page)).toHaveText(other.description);

    // Only promotions: the address says so and the list starts again.
    await page.getByRole('checkbox', { name: 'Only promotions' }).check();
    await expect(page).toHaveURL(new RegExp(`/app/category\\?id=${other.id}&onlyPromotions=true$`));
    await expect(page.getByRole('checkbox', { name: 'Only promotions' })).toBeChecked();
    await expect(products(page).first().or(page.getByText('No items present'))).toBeVisible();

    // The selected main category resets to its parent: the whole catalogue.
    nav = await categoryTreeNav(page);
    await nav.getByRole('link', { name: other.description, exact: true }).click();
    await expect(page).toHaveURL(/\/app\/category\?onlyPromotions=true$/);
    await expect(heading(page)).toHaveText('All products');
  });

  test('endless scroll loads the next pages, and Load more does the same by keyboard', async ({ page }) => {
    await page.goto('/app/category');
    await expect(products(page)).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => products(page).count(), { timeout: 10_000 }).toBeGreaterThan(24);
    const afterScroll = await products(page).count();
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => products(page).count()).toBeGreaterThan(afterScroll);
  });

  test('coming back from another page restores category, sub-category and title', async ({
    page,
    request,
  }) => {
    const [main] = await twoMains(request);
    const sub = main.items[1];
    await page.goto(`/app/category?id=${main.id}`);
    const nav = await categoryTreeNav(page);
    await nav.getByRole('link', { name: sub?.description, exact: true }).click();
    await expect(heading(page)).toHaveText(sub?.description ?? '');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/app$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/app/category\\?id=${sub?.id}$`));
    await expect(heading(page)).toHaveText(sub?.description ?? '');
    const back = await categoryTreeNav(page);
    await expect(back.getByRole('link', { name: sub?.description, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('opens for a tag: its title, only the categories with its products, and a way to remove it', async ({
    page,
  }) => {
    await page.goto('/app/category?tag=vegan');
    await expect(heading(page)).toHaveText('Vegan');
    await expect(products(page).first()).toBeVisible();
    const nav = await categoryTreeNav(page);
    await expect(nav.getByRole('link', { name: 'Pets', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove the filter Vegan' }).click();
    await expect(page).toHaveURL(/\/app\/category$/);
    await expect(heading(page)).toHaveText('All products');
  });

  // An empty result's words and link, the same at any width.
  test(
    "says 'No items present' with a way out when nothing matches",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.goto('/app/category?tag=no-such-tag');
      await expect(page.getByText('No items present')).toBeVisible();
      await expectNoSeriousAxeViolation(page);
      await page.getByRole('link', { name: 'Show all products' }).click();
      await expect(page).toHaveURL(/\/app\/category$/);
      await expect(products(page).first()).toBeVisible();
    },
  );

  test('speaks Italian under /app/it', { tag: ANY_WIDTH }, async ({ page, request }) => {
    const [main] = await categoryTree(request, 'it');
    await page.goto(`/app/it/category?id=${main?.id}`);
    await expect(heading(page)).toHaveText(main?.description ?? '');
    await expect(page.getByRole('checkbox', { name: 'Solo promozioni' })).toBeVisible();
  });

  test('an unknown category is not found', { tag: ANY_WIDTH }, async ({ request }) => {
    expect((await request.get('/app/category?id=999999')).status()).toBe(404);
    expect((await request.get('/app/category?id=bakery')).status()).toBe(404);
  });
});
