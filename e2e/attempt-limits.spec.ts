import { expect, test, type Page } from '@playwright/test';
import { serveCaptchaStandIn } from './support/captcha-widget-stand-in';

/**
 * Issue 27: what a shopper sees when one of the shop's attempt limits refuses the sign-up's card
 * check, a password-reset request or a contact message. The suite's API runs with those limits
 * set high (every browser here comes from loopback: scripts/lib/e2e.mjs), and the limits are
 * tested in the API suite; here the storefront's call answers the API's 429 as it relays it
 * (status, Retry-After, envelope), so the screens are checked in both languages and widths.
 */

const refuse = (page: Page, path: string, retryAfterSeconds: number) =>
  page.route(`**/app/api${path}`, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' },
      contentType: 'application/json',
      body: JSON.stringify({
        responseCode: 4000,
        errorMessage: 'Too many attempts, try again in 55 minutes',
      }),
    }),
  );

/** The same screen at a phone's width too, for a look at how the longer message wraps. */
async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  await page.screenshot({ path: outputPath(`${name}-1280.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: outputPath(`${name}-390.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('a locked card check says how long to wait and how to sign up meanwhile, keeping the card', async ({
  page,
}, testInfo) => {
  await refuse(page, '/profiles/signupcheck', 3300);
  await page.goto('/app/signup');
  await page.getByRole('button', { name: /Yes, I have a loyalty card/ }).click();
  await page.getByLabel('Loyalty card number').fill('0400200000013');
  await page.getByLabel('ID card number').fill('7654321a');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts' })).toHaveText(
    'Too many attempts. Please try again in 55 minutes. You can also create your account without the card now and add the card in your profile later.',
  );
  await expect(page.getByLabel('Loyalty card number')).toHaveValue('0400200000013');
  await expect(page.getByLabel('ID card number')).toHaveValue('7654321A');
  await screenshots(page, 'signup-card-limit', (name) => testInfo.outputPath(name));
});

test('the contact form says, in Italian, how long to wait, and keeps the message', async ({
  page,
}, testInfo) => {
  await serveCaptchaStandIn(page);
  await refuse(page, '/contact/us', 3300);
  await page.goto('/app/it/contactUs');
  await page.getByLabel('Nome', { exact: true }).fill('Ġorġ');
  await page.getByLabel('Cognome', { exact: true }).fill('Żammit');
  await page.getByLabel('Cellulare').fill('79123456');
  await page.getByLabel('E-mail').fill('gorg.zammit@example.com');
  await page.getByLabel('Oggetto').fill('Consegna');
  await page.getByLabel('Messaggio').fill('Consegnate a Gozo?');
  await page.getByRole('checkbox', { name: 'I am human' }).check();
  await page.getByRole('button', { name: 'Invia il messaggio' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Troppi tentativi' })).toHaveText(
    'Troppi tentativi. Riprova tra 55 minuti.',
  );
  await expect(page.getByLabel('Messaggio')).toHaveValue('Consegnate a Gozo?');
  await expect(page).toHaveURL(/contactUs/);
  await screenshots(page, 'contact-limit', (name) => testInfo.outputPath(name));
});

test('the reset request form says how long to wait, keeping the e-mail', async ({ page }, testInfo) => {
  await refuse(page, '/profiles/password', 60);
  await page.goto('/app/reset');
  await page.getByLabel('E-mail').fill('maria.borg@example.mt');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts' })).toHaveText(
    'Too many attempts. Please try again in 1 minute.',
  );
  await expect(page.getByLabel('E-mail')).toHaveValue('maria.borg@example.mt');
  await screenshots(page, 'reset-limit', (name) => testInfo.outputPath(name));
});
