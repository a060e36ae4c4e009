import { expect, test } from '@playwright/test';
import { ANY_WIDTH } from './support/any-width';
import { consoleTrouble, watchPageConsole } from './support/page-console';

test.describe('home page', () => {
  test(
    'the server-rendered HTML already holds banners and featured products',
    { tag: ANY_WIDTH },
    async ({ request }) => {
      const response = await request.get('/app');
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<picture');
      expect(html).toMatch(/<article[^>]*aria-labelledby/);
      expect(html).toContain('/app/search?onlyPromotions=true');
    },
  );

  test(
    "the first banner's picture for each screen size is asked for early, in the page's head",
    { tag: ANY_WIDTH },
    async ({ request }) => {
      // A cached page keeps no preload Link header of its render: the preloads lead the <head>.
      const html = await (await request.get('/app')).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(
        /<link rel="preload" href="\/app\/media\/banners\/[^"]+-mobile\.svg" as="image" fetchPriority="high" media="\(max-width: 767\.98px\)"\/>/,
      );
      expect(head).toMatch(
        /<link rel="preload" href="\/app\/media\/banners\/[^"]+-desktop\.svg" as="image" fetchPriority="high" media="\(min-width: 768px\)"\/>/,
      );
      // Issue 30 item 8: the Italian home shows the banners' Italian pictures and titles.
      const italian = await (await request.get('/app/it')).text();
      expect(italian.slice(0, italian.indexOf('</head>'))).toMatch(
        /<link rel="preload" href="\/app\/media\/banners\/[^"]+-mobile-it\.svg"/,
      );
      expect(italian).toContain('alt="Dalle fattorie maltesi"');
      expect(italian).not.toContain('alt="Fresh from Maltese farms"');
    },
  );

  test('shows banners, the category slider and featured products', async ({ page, isMobile }) => {
    // The first page of the buying path logs no error and no policy refusal (issue 30).
    const logged = await watchPageConsole(page);
    await page.goto('/app');
    await expect(page).toHaveTitle(/.+/);

    const banners = page.getByRole('region', { name: 'Promotions' });
    await expect(banners.locator('picture img').first()).toBeVisible();
    await expect(banners.getByRole('button', { name: /go to slide 2/i })).toBeVisible();
    if (isMobile) {
      // Issue 30: on a phone the dots sit under the art, clear of its subtitle.
      const art = await banners.locator('picture img').first().boundingBox();
      const dot = await banners.getByRole('button', { name: /go to slide 1/i }).boundingBox();
      expect(dot?.y ?? 0).toBeGreaterThanOrEqual((art?.y ?? 0) + (art?.height ?? 0) - 1);
    }

    const categories = page.getByRole('region', { name: 'Shop by category' });
    const offers = categories.getByRole('link', { name: 'Offers' });
    await expect(offers).toBeVisible();
    await expect(offers).toHaveAttribute('href', '/app/search?onlyPromotions=true');
    await expect(categories.locator('a[href^="/app/category?id="]').first()).toBeVisible();

    const featured = page.getByRole('region', { name: 'Featured products' });
    await expect(featured.getByRole('article').first()).toBeVisible();
    await expect(featured.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
    expect(consoleTrouble(logged)).toEqual([]);
  });

  test("'Load more' adds the next page of featured products", async ({ page }) => {
    await page.goto('/app');
    const featured = page.getByRole('region', { name: 'Featured products' });
    const cards = featured.getByRole('article');
    const firstPage = await cards.count();
    expect(firstPage).toBeGreaterThan(0);

    await featured.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  });

  test('the banner carousel can be paused and used by keyboard', async ({ page }) => {
    await page.goto('/app');
    const banners = page.getByRole('region', { name: 'Promotions' });
    await banners.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(banners.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

    const second = banners.getByRole('button', { name: 'Go to slide 2' });
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(banners.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await banners.getByRole('button', { name: 'Play slideshow' }).click();
    await expect(banners.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });

  test(
    'the banners stay still for visitors who prefer reduced motion',
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/app');
      const banners = page.getByRole('region', { name: 'Promotions' });
      // Once Swiper has taken over (its bullets are there), autoplay is still off.
      await expect(banners.getByRole('button', { name: 'Go to slide 1' })).toBeVisible();
      await expect(banners.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    },
  );

  test('a visitor who buys is asked to sign in first', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto('/app');
    const featured = page.getByRole('region', { name: 'Featured products' });
    await featured
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Username (e-mail)')).toBeVisible();
    const pending = await page.evaluate(() => window.sessionStorage.getItem('productToAdd'));
    expect(JSON.parse(pending ?? 'null')).toMatchObject({ amount: 1 });
  });

  test('the category slider pages with previous and next buttons on a wide screen', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'phones swipe; the buttons are for a mouse from 768 px');
    await page.goto('/app');
    const categories = page.getByRole('region', { name: 'Shop by category' });
    const previous = categories.getByRole('button', { name: 'Previous categories' });
    const next = categories.getByRole('button', { name: 'More categories' });
    const cards = categories.getByRole('listitem');
    const first = cards.first();
    const last = cards.last();
    // Issue 14: at 1280 px the last categories were hidden with nothing to say so; now a part
    // of the next card shows, and the next button reaches the rest.
    await expect(previous).toBeDisabled();
    await expect(last).not.toBeInViewport();
    await expect(cards.nth(12)).toBeInViewport();
    await expect(cards.nth(12)).not.toBeInViewport({ ratio: 0.9 });

    await next.click();
    await expect(last).toBeInViewport({ ratio: 0.9 });
    await expect(next).toBeDisabled();
    await expect(first).not.toBeInViewport({ ratio: 0.9 });
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(first).toBeInViewport({ ratio: 0.9 });
    await expect(previous).toBeDisabled();

    // By keyboard too: the focus ring shows, and stays on the button when it reaches the end.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(last).toBeInViewport({ ratio: 0.9 });
    await expect(next).toBeDisabled();
    await expect(next).toBeFocused();
    await expect(next).toHaveCSS('outline-style', 'solid');
  });

  test('on a phone the next category card peeks out instead of buttons', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'wide screens have buttons, tested above');
    await page.goto('/app');
    const categories = page.getByRole('region', { name: 'Shop by category' });
    await expect(categories.getByRole('button', { name: 'More categories' })).toBeHidden();
    const peeking = categories.getByRole('listitem').nth(3);
    await expect(peeking).toBeInViewport();
    await expect(peeking).not.toBeInViewport({ ratio: 0.9 });
  });

  test('dragging the category slider does not open a category', async ({ page, isMobile }) => {
    test.skip(isMobile, 'mouse drag; touch swipes go through the same Swiper click guard');
    await page.goto('/app');
    const categories = page.getByRole('region', { name: 'Shop by category' });
    const card = categories.locator('a[href^="/app/category?id="]').nth(1);
    const box = await card.boundingBox();
    if (!box) throw new Error('category card not laid out');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Swiper takes over the server-rendered row after the first paint; it names the slides.
    await expect(categories.getByRole('listitem').first()).toHaveAccessibleName(/^1 \/ \d+$/);
    await page.mouse.down();
    await page.mouse.move(box.x - 150, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/app\/?$/);
    // The drag did move the row: Swiper, not a dead static row, handled it.
    expect((await card.boundingBox())?.x).toBeLessThan(box.x);
  });
});
