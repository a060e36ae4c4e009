import { expect, test } from '@playwright/test';

// Spec §9: 768 px is where the desktop layout starts, so the narrowest desktop is a tablet held
// upright. Its header and product cards must still leave room for what they hold.
test.use({ viewport: { width: 768, height: 1024 } });

test.describe('768 px wide (tablet)', () => {
  test('the header search box is at least 200 px wide and takes text', async ({ page }) => {
    await page.goto('/app');
    const search = page.getByRole('combobox', { name: /search/i });
    const box = await search.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(200);
    await search.fill('tomatoes');
    await expect(search).toHaveValue('tomatoes');
  });

  test('the Italian add-to-cart label fits on one line beside the category tree', async ({ page }) => {
    await page.goto('/app/it/category?id=3');
    const buy = page.getByRole('button', { name: /aggiungi al carrello/i }).first();
    await expect(buy).toBeVisible();
    // The lines the label's visible text takes, from the line boxes the browser laid out (the
    // words for screen readers sit in a clipped 1 px box and do not count).
    const lines = await buy.evaluate((button) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 1 && rect.height > 1) tops.add(Math.round(rect.top));
        }
      }
      return tops.size;
    });
    expect(lines).toBe(1);
  });
});
