import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { SHARED_MAX_AGE, cacheControlOf, getPage, pageCacheOf, setCookiesOf } from './support/page-cache';
import { ANY_WIDTH } from './support/any-width';

/** axe on the page, or on the part of it `scope` selects (a whole category page takes it seconds). */
async function expectNoSeriousAxeViolation(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The search box and its suggestions: what the keyboard test checks with axe, open. On a whole
 * category page of product cards axe took 12 s a check on CI, and the test ran out of its 30 s.
 */
const SEARCH_FORM = 'form[role="search"]';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const products = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
/** Suggestions come 1 s after typing stops (spec §9), then the network. */
const SUGGESTIONS_TIMEOUT = 8_000;

test.describe('search', () => {
  test(
    'the server-rendered HTML holds the results, title, canonical and hreflang',
    { tag: ANY_WIDTH },
    async ({ request }) => {
      const response = await request.get('/app/search?q=kinnie');
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<article[^>]*aria-labelledby/);
      expect(html).toContain('Results for “kinnie”');
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/app\/search\?q=kinnie"/);
      expect(html).toMatch(/<link rel="alternate" hrefLang="it" href="[^"]*\/app\/it\/search\?q=kinnie"/);
    },
  );

  test(
    'a search text over 100 characters in the address is cut to 100 and the page says so',
    { tag: ANY_WIDTH },
    async ({ page }) => {
      // 'kinnie', spaces, then 'zzz' from the 101st character: cut to 100 and trimmed, it is 'kinnie'.
      const long = `kinnie${' '.repeat(94)}zzz`;
      await page.goto(`/app/search?q=${encodeURIComponent(long)}`);
      await expect(heading(page)).toHaveText('Results for “kinnie”');
      await expect(
        page.getByText('Your search was too long: we searched for its first 100 characters.'),
      ).toBeVisible();
      await expect(products(page).first()).toContainText(/kinnie/i);

      await page.goto(`/app/it/search?q=${'a'.repeat(101)}`);
      await expect(
        page.getByText('La ricerca era troppo lunga: abbiamo cercato i suoi primi 100 caratteri.'),
      ).toBeVisible();
    },
  );

  // Keys, not layout: a phone's dropdown is tested by the category suggestion below.
  test(
    'suggestions by keyboard: arrows, Enter opens the search, Escape closes',
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.goto('/app/category');
      await searchBox(page).click();
      await searchBox(page).pressSequentially('kinn');
      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      await expect(listbox.getByRole('option').first()).toBeVisible({ timeout: SUGGESTIONS_TIMEOUT });
      await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(listbox.getByRole('group', { name: 'Categories' })).toBeVisible();
      await expect(listbox.getByRole('group', { name: 'Brands' })).toBeVisible();
      await expectNoSeriousAxeViolation(page, SEARCH_FORM);
      // A new word drops the previous word's suggestions at once, not when its own answer comes
      // a second later (issue 30 item 15).
      const kinnTip = (await listbox.getByRole('option').first().textContent()) ?? '';
      await searchBox(page).fill('milk');
      await expect(listbox.getByRole('option', { name: kinnTip, exact: true })).toHaveCount(0, {
        timeout: 500,
      });
      await expect(listbox.getByRole('option').first()).toBeVisible({ timeout: SUGGESTIONS_TIMEOUT });
      await expect(listbox.getByRole('option', { name: kinnTip, exact: true })).toHaveCount(0);
      // ArrowUp goes to the last of the longer list and brings it into view; the listbox is the
      // scrolling region the combobox controls, so axe sees it reachable by keyboard.
      await page.keyboard.press('ArrowUp');
      await expect(listbox.getByRole('option').last()).toBeInViewport();
      await expectNoSeriousAxeViolation(page, SEARCH_FORM);

      await page.keyboard.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('ArrowDown');
      const first = listbox.getByRole('option').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      const tip = (await first.textContent()) ?? '';
      await expect(searchBox(page)).toHaveAttribute(
        'aria-activedescendant',
        (await first.getAttribute('id')) ?? '',
      );
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/app\/search\?q=/);
      await expect(heading(page)).toHaveText(`Results for “${tip}”`);
      await expect(listbox).toBeHidden();
      await expect(products(page).first()).toBeVisible();
    },
  );

  test('a category suggestion opens the category screen; a click elsewhere closes the dropdown', async ({
    page,
  }) => {
    await page.goto('/app/search?q=milk');
    // The server's HTML has an empty box; once the page runs it shows the search (so the shopper can
    // refine it). Typing in between races that, as no shopper could.
    await expect(searchBox(page)).toHaveValue('milk');
    await searchBox(page).fill('kinn');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const category = listbox.getByRole('group', { name: 'Categories' }).getByRole('option').first();
    await expect(category).toBeVisible({ timeout: SUGGESTIONS_TIMEOUT });

    // The heading's left end, which the dropdown never covers.
    await heading(page).click({ position: { x: 4, y: 4 } });
    await expect(listbox).toBeHidden();

    await searchBox(page).click();
    await expect(category).toBeVisible();
    const name = ((await category.textContent()) ?? '').replace(/\d+ products?$/, '');
    await category.click();
    await expect(page).toHaveURL(/\/app\/category\?id=\d+$/);
    await expect(heading(page)).toHaveText(name);
  });

  test('filters: only promotions, only branded and brand reload from page 0 and stay in the address', async ({
    page,
  }) => {
    await page.goto('/app/search?q=kinnie');
    await expect(products(page).first()).toBeVisible();
    await expectNoSeriousAxeViolation(page);

    await page.getByRole('checkbox', { name: 'Only branded products' }).check();
    await expect(page).toHaveURL(/\/app\/search\?q=kinnie&onlyBranded=true$/);
    await page.getByRole('combobox', { name: 'Brand' }).selectOption('Kinnie');
    await expect(page).toHaveURL(/\/app\/search\?q=kinnie&brand=Kinnie&onlyBranded=true$/);
    await expect(products(page).first()).toBeVisible();
    for (const brand of await products(page).locator('p').first().allTextContents()) {
      expect(brand.toUpperCase()).toBe('KINNIE');
    }
    await page.getByRole('checkbox', { name: 'Only promotions' }).check();
    await expect(page).toHaveURL(/onlyPromotions=true/);
    await expect(page.getByRole('checkbox', { name: 'Only promotions' })).toBeChecked();
  });

  test('the offers link lists promotions with endless scroll', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto('/app/search?onlyPromotions=true');
    await expect(heading(page)).toHaveText('Offers');
    await expect(products(page)).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => products(page).count(), { timeout: 10_000 }).toBeGreaterThan(24);
  });

  // An empty result's words and link, the same at any width.
  test("says 'No products found' with a way back", { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto('/app/search?q=zzqxvw&onlyBranded=true');
    await expect(page.getByText('No products found')).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await page.getByRole('link', { name: 'Remove the filters' }).click();
    await expect(page).toHaveURL(/\/app\/search\?q=zzqxvw$/);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('on every screen size the search box is there on the category and search screens', async ({
    page,
  }) => {
    await page.goto('/app/category');
    await expect(searchBox(page)).toBeVisible();
    await page.goto('/app/search?q=tea');
    await expect(searchBox(page)).toBeVisible();
  });

  test('the search box shows the search on screen, to refine it', async ({ page }) => {
    await page.goto('/app/search?q=tea');
    await expect(searchBox(page)).toHaveValue('tea');
    await searchBox(page).fill('green tea');
    await searchBox(page).press('Enter');
    await expect(heading(page)).toHaveText('Results for “green tea”');
    await expect(searchBox(page)).toHaveValue('green tea');
    // Issue 30: after a search the box empties and takes the next word alone (it once put the old
    // text back at the first keystroke and searched 'green teamilk').
    await searchBox(page).press('ControlOrMeta+a');
    await searchBox(page).press('Backspace');
    await expect(searchBox(page)).toHaveValue('');
    await searchBox(page).pressSequentially('milk');
    await expect(searchBox(page)).toHaveValue('milk');
    await searchBox(page).press('Enter');
    await expect(heading(page)).toHaveText('Results for “milk”');
    await expect(page).toHaveURL(/\/app\/search\?q=milk$/);
    await page.goto('/app/category');
    await expect(searchBox(page)).toHaveValue('');
  });
});

/**
 * Issue 28: a search result page is the same for everyone at its address, so the shop's server
 * keeps it, one copy for every spelling of a search (decision 0007). Headers do not depend on the
 * viewport: desktop only.
 */
test.describe('search pages from the page cache', () => {
  test.skip(({ isMobile }) => isMobile, 'response headers are the same for every viewport');

  test('a second visit of a search is served from the cache, shared and cookie-free', async ({ request }) => {
    for (const address of [
      '/app/search?q=kinnie',
      '/app/it/search?q=kinnie',
      '/app/search?onlyPromotions=true',
    ]) {
      const first = await getPage(request, address);
      expect(first.status(), address).toBe(200);
      expect(cacheControlOf(first), address).toMatch(SHARED_MAX_AGE);
      expect(setCookiesOf(first), address).toEqual([]);
      const second = await getPage(request, address);
      expect(pageCacheOf(second), `${address} asked a second time`).toBe('hit');
      expect(await second.text(), address).toBe(await first.text());
    }
  });

  test('two spellings of one search share the page', async ({ request }) => {
    // A text of this run, so the first spelling is rendered here, not kept from an earlier run.
    const text = `kinnie ${Date.now()}`;
    const first = await getPage(request, `/app/search?q=${encodeURIComponent(text)}&onlyBranded=true`);
    expect(first.status()).toBe(200);
    expect(pageCacheOf(first)).toBe('miss');
    const spelledOtherwise = `/app/search?utm_source=news&onlyBranded=true&q=${text.replace(' ', '++')}+&origin=APP`;
    const second = await getPage(request, spelledOtherwise);
    expect(pageCacheOf(second), spelledOtherwise).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    // Another search is another page.
    expect(pageCacheOf(await getPage(request, `/app/search?q=${encodeURIComponent(text)}`))).toBe('miss');
  });

  test('a shared copy shows each spelling its own address once the browser has it', async ({ page }) => {
    const text = `tea ${Date.now()}`;
    await page.goto(`/app/search?q=${encodeURIComponent(text)}`);
    await page.goto(`/app/search?q=${text.replace(' ', '+++')}&utm_source=news`);
    await expect(heading(page)).toHaveText(`Results for “${text}”`);
    await expect(searchBox(page)).toHaveValue(text.replace(' ', '   '));
    // Inside the app (?origin=APP) the same copy shows no header and no footer.
    await page.goto(`/app/search?origin=APP&q=${encodeURIComponent(text)}`);
    await expect(heading(page)).toHaveText(`Results for “${text}”`);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
