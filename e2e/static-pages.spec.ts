import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';

type StaticPage = { path: string; lang: 'en' | 'it'; heading: string; rules: (string | RegExp)[] };

const staticPages: StaticPage[] = [
  {
    path: '/app/privacy',
    lang: 'en',
    heading: 'Privacy policy',
    rules: [
      'Last updated: May 2018',
      'Information and Data Protection Commissioner (IDPC)',
      'within one month',
      'free of charge',
      /unfounded or excessive, in particular because it is repetitive/,
      'Your rights',
      'Transfers outside the European Union',
    ],
  },
  {
    path: '/app/it/privacy',
    lang: 'it',
    heading: 'Informativa sulla privacy',
    rules: [
      'Ultimo aggiornamento: maggio 2018',
      /Information and Data Protection Commissioner \(IDPC\)/,
      'entro un mese',
      'gratuito',
      'I tuoi diritti',
    ],
  },
  {
    path: '/app/termsandconditions',
    lang: 'en',
    heading: 'Website terms and conditions',
    rules: [
      'at least 18 years old',
      'at most 10 packs of water',
      /Delivery costs €5\.00 for orders under €75\.00/,
      'free',
      're-delivery fee of €10.00',
      /For every €100\.00 you spend in one order, you receive 1 free pack of water and 2 coupons/,
      'within 14 days',
    ],
  },
  {
    path: '/app/it/termsandconditions',
    lang: 'it',
    heading: 'Termini e condizioni del sito',
    rules: [
      'almeno 18 anni',
      'al massimo 10 confezioni d’acqua',
      /La consegna costa €5,00 per ordini sotto €75,00/,
      'costo di nuova consegna di €10,00',
      'entro 14 giorni',
    ],
  },
  {
    path: '/app/loyalty',
    lang: 'en',
    heading: 'Loyalty card terms',
    rules: [
      /1 point per €1\.00 spent\. Every 680 points give you a €5\.00 voucher/,
      '680 points',
      '€5.00 voucher',
    ],
  },
  {
    path: '/app/it/loyalty',
    lang: 'it',
    heading: 'Regolamento della carta fedeltà',
    rules: [/1 punto per ogni €1,00 speso\. Ogni 680 punti ricevi un buono da €5,00/, '680 punti'],
  },
  {
    path: '/app/delivery',
    lang: 'en',
    heading: 'Delivery information',
    // Issue 30: the stores that offer pick-up, named from the store data (the locator lists 10).
    rules: [
      'all of Malta',
      'the 2 supermarkets that offer it: Birkirkara Supermarket and Victoria Supermarket, Gozo',
      'at most 10 packs of water',
      're-delivery fee of €10.00',
    ],
  },
  {
    path: '/app/it/delivery',
    lang: 'it',
    heading: 'Informazioni sulla consegna',
    rules: [
      'tutta Malta',
      'nei 2 supermercati che lo offrono: Birkirkara Supermarket e Victoria Supermarket, Gozo',
      'al massimo 10 confezioni d’acqua',
    ],
  },
];

test.describe('static legal pages', () => {
  for (const { path, lang, heading, rules } of staticPages) {
    test(`${path} shows its heading, contents and key rules`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const rule of rules) {
        await expect(page.getByText(rule).first()).toBeVisible();
      }
      // The table of contents has one working in-page link per section.
      const contents = page.getByRole('navigation', {
        name: lang === 'en' ? 'On this page' : 'In questa pagina',
      });
      const links = contents.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(6);
      const last = links.last();
      const target = await last.getAttribute('href');
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(`${target} h2`)).toBeInViewport();
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the delivery fee table reads €5.00 under €75.00, free above, €10.00 to re-deliver', async ({
    page,
  }) => {
    await page.goto('/app/termsandconditions');
    const table = page.getByRole('table', { name: 'Delivery fees' });
    await expect(table.getByRole('row', { name: 'Orders under €75.00 €5.00' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Orders of €75.00 or more Free' })).toBeVisible();
    await expect(table.getByRole('row', { name: /Re-delivery .* €10\.00/ })).toBeVisible();
  });

  test('the loyalty voucher table turns 680 points into a €5.00 voucher', async ({ page }) => {
    await page.goto('/app/loyalty');
    const table = page.getByRole('table', { name: 'Points and vouchers' });
    await expect(table.getByRole('row', { name: '680 points €5.00' })).toBeVisible();
  });

  test('the pages are rendered on the server with canonical and hreflang addresses', async ({ request }) => {
    const response = await request.get('/app/it/privacy');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('maggio 2018');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/app\/it\/privacy"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/app\/privacy"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/app\/privacy"/);
    expect(html).toMatch(/<title>Informativa sulla privacy \| [^<]+<\/title>/);
  });

  test("the footer's delivery information link opens the delivery page", async ({ page }) => {
    await page.goto('/app/privacy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery information' }).click();
    await expect(page).toHaveURL(/\/app\/delivery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery information' })).toBeVisible();
  });

  test('old links to the delivery part of the terms still land on it', async ({ page }) => {
    await page.goto('/app/termsandconditions#delivery');
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery and pick-up' })).toBeInViewport();
    await page.getByRole('link', { name: 'delivery information', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/delivery$/);
  });
});
