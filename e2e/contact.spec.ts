import { expect, test, type Page } from '@playwright/test';
import {
  expireCaptcha,
  handOutRefusedCaptchaToken,
  serveCaptchaStandIn,
} from './support/captcha-widget-stand-in';
import { expectNoSeriousAxeViolations } from './support/expect-no-serious-axe-violations';
import { waitForMail } from './support/mailbox';
import { SHARED_MAX_AGE, cacheControlOf, getPage } from './support/page-cache';

/**
 * Issue 12 item 6: the contact form (spec §2, §4, §5) with hCaptcha's widget. No internet here:
 * the widget's script is a stand-in served by Playwright (e2e/support/captcha-widget-stand-in.ts)
 * and the API verifies against a stand-in of hCaptcha's endpoint (e2e/support/global-setup.ts),
 * which passes only the stand-in's default token.
 */

/** The API's default support address (SUPPORT_EMAIL), which contact messages are mailed to. */
const SUPPORT_EMAIL = 'support@shop.example';

async function fillForm(page: Page, subject: string) {
  await page.getByLabel('First name').fill('Ġorġ');
  await page.getByLabel('Last name').fill('Żammit');
  await page.getByLabel('Mobile phone').fill('79123456');
  await page.getByLabel('E-mail').fill('gorg.zammit@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Can I change the delivery slot of my order?\nThank you.');
}

/** Records what the Content-Security-Policy refuses, from the page's own violation events. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

test.beforeEach(async ({ page }) => {
  await serveCaptchaStandIn(page);
});

test('the message is sent once the verification is solved, and the shop mails it to support', async ({
  page,
}, testInfo) => {
  const violations = await watchPolicy(page);
  const subject = `Delivery slot ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/app/contactUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Fill in the form' })).toBeVisible();
  const prefix = page.getByLabel('Prefix');
  await expect(prefix.locator('option:checked')).toHaveText('+356');
  await fillForm(page, subject);

  const send = page.getByRole('button', { name: 'Send the message' });
  const human = page.getByRole('checkbox', { name: 'I am human' });
  await expect(send).toBeDisabled();
  await expect(page.getByText('Complete the human verification to send the message.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('contact-form.png'), fullPage: true });

  await human.check();
  await expect(send).toBeEnabled();
  // hCaptcha's answer expires after a while: the button waits again (spec §4).
  await expireCaptcha(page);
  await expect(send).toBeDisabled();
  await expect(human).not.toBeChecked();
  await expect(page.getByText('The verification has expired. Please complete it again.')).toBeVisible();
  await human.check();
  await expect(send).toBeEnabled();

  const sent = Date.now();
  await send.click();
  await expect(page.getByText('The message has been successfully sent')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/?$/);
  expect(violations).toEqual([]);

  const mail = await waitForMail(SUPPORT_EMAIL, { after: sent });
  expect(mail.subject).toBe(`Contact form: ${subject}`);
  expect(mail.text).toContain('Can I change the delivery slot of my order?');
  expect(mail.text).toContain('+356 79123456');
});

test('a refused verification says the message was not sent and asks again', async ({ page }) => {
  await page.goto('/app/contactUs');
  await fillForm(page, 'Refused verification');
  const human = page.getByRole('checkbox', { name: 'I am human' });
  await expect(human).toBeVisible();
  await handOutRefusedCaptchaToken(page);
  await human.check();
  const send = page.getByRole('button', { name: 'Send the message' });
  await send.click();
  await expect(page.getByText('Error while sending the message')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/contactUs$/);
  await expect(human).not.toBeChecked();
  await expect(send).toBeDisabled();
  // What was typed stays.
  await expect(page.getByLabel('Subject')).toHaveValue('Refused verification');
});

test('every field is checked on blur with the rules of spec §5', async ({ page }) => {
  await page.goto('/app/contactUs');
  const firstName = page.getByLabel('First name');
  await firstName.focus();
  await firstName.blur();
  await expect(page.getByText('This field is required')).toBeVisible();
  await firstName.fill('Maria 2');
  await firstName.blur();
  await expect(page.getByText('Use letters and spaces only')).toBeVisible();
  await page.getByLabel('Mobile phone').fill('79-12');
  await page.getByLabel('Mobile phone').blur();
  await expect(page.getByText('Use digits only')).toBeVisible();
  // Spaces that group the digits are taken (issue 30 item 13).
  await page.getByLabel('Mobile phone').fill('7912 3456');
  await page.getByLabel('Mobile phone').blur();
  await expect(page.getByText('Use digits only')).toHaveCount(0);
  await page.getByLabel('E-mail').fill('maria@example.museum');
  await page.getByLabel('E-mail').blur();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '4');
  await expectNoSeriousAxeViolations(page);
});

test('reached from the footer of another page, the widget still loads under the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/app');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('checkbox', { name: 'I am human' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/contactUs$/);
  expect(violations).toEqual([]);
});

test('the Italian page', async ({ page }) => {
  await page.goto('/app/it/contactUs');
  await expect(page.getByRole('heading', { level: 1, name: 'Contattaci' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'I am human' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invia il messaggio' })).toBeDisabled();
});

test.describe('headers and the contact route', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: the desktop project covers it');

  test('the page is cached, and only its policy lets hCaptcha in', async ({ request }) => {
    for (const path of ['/app/contactUs', '/app/it/contactUs']) {
      const response = await getPage(request, path);
      expect(response.status(), path).toBe(200);
      expect(cacheControlOf(response), path).toMatch(SHARED_MAX_AGE);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
      const policy = response.headers()['content-security-policy'] ?? '';
      for (const directive of ['script-src', 'frame-src', 'style-src', 'connect-src']) {
        expect(policy, `${path} ${directive}`).toMatch(
          new RegExp(`${directive} [^;]*https://hcaptcha\\.com https://\\*\\.hcaptcha\\.com`),
        );
      }
      expect(policy).not.toContain('unsafe-inline');
    }
    const home = await getPage(request, '/app');
    expect(home.headers()['content-security-policy']).not.toContain('hcaptcha');
  });

  test('the route takes only same-origin JSON with a token, and passes the API refusal on', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const message = {
      name: 'Maria',
      surname: 'Borg',
      phoneNumberPrefix: '356',
      phoneNumber: '79123456',
      email: 'maria@example.com',
      subject: 'Hello',
      message: 'A question',
    };
    const crossSite = await request.post('/app/api/contact/us', {
      headers: { origin: 'https://elsewhere.example', 'x-captcha-token': 'e2e-pass-token' },
      data: message,
    });
    expect(crossSite.status()).toBe(403);
    const noToken = await request.post('/app/api/contact/us', { headers: { origin }, data: message });
    expect(noToken.status()).toBe(400);
    expect(await noToken.json()).toMatchObject({ responseCode: 4000, fields: [{ path: 'captcha' }] });
    const invalid = await request.post('/app/api/contact/us', {
      headers: { origin, 'x-captcha-token': 'e2e-pass-token' },
      data: { ...message, phoneNumber: 'abc' },
    });
    expect(invalid.status()).toBe(400);
    const refused = await request.post('/app/api/contact/us', {
      headers: { origin, 'x-captcha-token': 'not-a-passing-token' },
      data: message,
    });
    expect(await refused.json()).toEqual({ responseCode: 4000, errorMessage: 'Human verification failed' });
    expect(refused.headers()['cache-control']).toBe('no-store');
  });
});
