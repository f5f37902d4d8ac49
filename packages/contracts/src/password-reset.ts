import { z } from 'zod';
import { RegisterBodySchema } from './accounts.ts';

/** "Forgot password?": the address (or username) of the account whose password is forgotten. */
export const PasswordResetRequestBodySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .meta({ format: 'email' })
    .describe('The e-mail address of the account (its username works too; format is a hint, not enforced)'),
});
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

/** The answer to a reset request: the same whether or not the address has an account. */
export const PasswordResetAcceptedSchema = z.object({ success: z.literal(true) });
export type PasswordResetAccepted = z.infer<typeof PasswordResetAcceptedSchema>;

/** The token from the mailed link and the new password (the same rules as at registration). */
export const PasswordResetConfirmBodySchema = z.object({
  token: z.string().regex(/^[\w-]{1,200}$/, 'RESET_LINK_INVALID'),
  password: RegisterBodySchema.shape.password,
});
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBodySchema>;
