import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';
import { linkIn, waitForMail } from './support/mailbox';
import { signUpCustomer } from './support/new-customer';
import { SHARED_MAX_AGE, cacheControlOf, getPage } from './support/page-cache';

/**
 * Issue 12 item 5: the reset by e-mail, end to end. A fresh customer asks for a link on /reset,
 * the API mails it through a real SMTP server (the stand-in of e2e/support/global-setup.ts), the
 * link from the received message opens the form, the new password signs in, and the link works
 * only once.
 */
async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm the new password').fill(password);
  await page.getByRole('button', { name: 'Set the new password' }).click();
}

test('a customer resets the password with the e-mailed link and signs in with the new one', async ({
  page,
  baseURL,
}, testInfo) => {
  const customer = await signUpCustomer(page.request, baseURL ?? '', `reset-${testInfo.project.name}`);
  const asked = Date.now();

  await page.goto('/app/reset');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('E-mail').fill(customer.email);
  await page.screenshot({ path: testInfo.outputPath('reset-request.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account exists for this address' }),
  ).toHaveText(
    'If an account exists for this address, we have sent a link to reset the password. It works once, for 30 minutes.',
  );

  const mail = await waitForMail(customer.email, { after: asked, subject: 'Reset your password' });
  const link = linkIn(mail.text, `${baseURL}/app/reset?token=`);

  await page.goto(link);
  const newPassword = page.getByLabel('New password', { exact: true });
  await expect(newPassword).toBeVisible();
  await newPassword.fill('short');
  await expect(page.getByText('Weak: 1 kind of characters')).toBeVisible();
  await newPassword.fill('New-Passw0rd-2026');
  await expect(page.getByText('Strong: 4 kinds of characters.')).toBeVisible();
  await page.getByLabel('Confirm the new password').fill('Something-else-1');
  await page.getByLabel('Confirm the new password').blur();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('reset-new-password.png'), fullPage: true });

  await setNewPassword(page, 'New-Passw0rd-2026');
  await expect(page.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The old password no longer works; the new one does, from the page's own button.
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Username (e-mail)').fill(customer.email);
  await dialog.getByLabel('Password').fill(customer.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('Wrong credentials')).toBeVisible();
  await dialog.getByLabel('Password').fill('New-Passw0rd-2026');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await setNewPassword(page, 'Third-Passw0rd');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link is no longer valid');
  await page.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('an unknown address gets the same answer, and the e-mail is checked on blur', async ({ page }) => {
  await page.goto('/app/reset');
  const email = page.getByLabel('E-mail');
  await email.fill('not-an-address');
  await email.blur();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await email.fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('If an account exists for this address')).toBeVisible();
});

test('a link cut short is refused without asking the shop', async ({ page }) => {
  await page.goto('/app/reset?token=abc');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link is not valid.');
  await expect(page.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
});

test('the Italian page, whose request is answered by an Italian e-mail', async ({ page, baseURL }) => {
  await page.goto('/app/it/reset');
  await expect(page.getByRole('heading', { level: 1, name: 'Reimposta la password' })).toBeVisible();
  // Issue 30 item 8: the e-mail speaks the language of the page it was asked from.
  const email = `nessuno-${Date.now()}@example.com`;
  const asked = Date.now();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  const mail = await waitForMail(email, { after: asked });
  expect(mail.subject).toBe('Richiesta di reimpostazione della password');
  expect(linkIn(mail.text, `${baseURL}/app/`)).toBe(`${baseURL}/app/it/signup`);
});

test('the page is cached HTML that lets no third party in', async ({ request, isMobile }) => {
  test.skip(isMobile, 'response headers are the same for every viewport');
  for (const path of ['/app/reset', '/app/it/reset']) {
    const response = await getPage(request, path);
    expect(response.status(), path).toBe(200);
    expect(cacheControlOf(response), path).toMatch(SHARED_MAX_AGE);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
    expect(response.headers()['content-security-policy'], path).not.toContain('hcaptcha');
  }
});
