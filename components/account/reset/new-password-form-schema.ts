import { RULE, passwordSchema } from '@shop/product-api/contract/profile-rules';
import { z } from 'zod';

/**
 * The reset's new-password form: the contract's password rule (spec §5, min 8) and a confirmation,
 * which never leaves the browser, that must match ('Passwords do not match').
 */
export const newPasswordFormSchema = z
  .object({
    newPassword: passwordSchema,
    passwordConfirm: z.string(RULE.required).min(1, RULE.required),
  })
  .refine((form) => form.newPassword === form.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'reset.passwordsDoNotMatch',
  });
export type NewPasswordFormInput = z.infer<typeof newPasswordFormSchema>;
