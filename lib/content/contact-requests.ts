import { CAPTCHA_TOKEN_HEADER, type ContactMessage } from '@shop/product-api/contract/contact';
import { z } from 'zod';
import { bffFetch } from '@/lib/queries/bff-fetch';

/**
 * Spec §7 POST /cli/contact/us through the storefront's own route (app/api/contact/us), with the
 * hCaptcha widget's answer in the header the API reads it from.
 */
export async function sendContactMessage(message: ContactMessage, captchaToken: string): Promise<void> {
  await bffFetch('/contact/us', z.unknown(), {
    method: 'POST',
    body: JSON.stringify(message),
    headers: { [CAPTCHA_TOKEN_HEADER]: captchaToken },
  });
}
