import { passwordChangeSchema } from '@shop/product-api/contract/account';
import { RULE } from '@shop/product-api/contract/profile-rules';
import { z } from 'zod';

/**
 * Spec §5 password change: the old and the new password required, the new one at least 8, and
 * its confirmation equal to it ('Passwords do not match'). The confirmation never leaves the
 * browser: the API gets passwordChangeSchema's two fields.
 */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ passwordConfirm: z.string(RULE.required).min(1, RULE.required) })
  .superRefine((values, context) => {
    if (values.passwordConfirm !== '' && values.passwordConfirm !== values.newPassword) {
      context.addIssue({ code: 'custom', message: RULE.newPasswordsDoNotMatch, path: ['passwordConfirm'] });
    }
  });

export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;
