import { z } from 'zod';
import {
  contactEmailSchema,
  personNameSchema,
  phonePrefixSchema,
  requiredPhoneDigits,
  requiredText,
} from './profile-rules';

/**
 * The header that carries the human-verification token of POST /cli/contact/us (spec §7). The
 * storefront forwards the widget's response under this name.
 */
export const CAPTCHA_TOKEN_HEADER = 'x-captcha-token';

/** POST /cli/contact/us (spec §2, §5: every field required, mobile digits only, max 15). */
export const contactMessageSchema = z.object({
  name: personNameSchema,
  surname: personNameSchema,
  phoneNumberPrefix: phonePrefixSchema,
  phoneNumber: requiredPhoneDigits(15),
  email: contactEmailSchema,
  subject: requiredText(100),
  message: requiredText(2000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
