import { z } from "zod";
import { dataAnswerSchema, flagSchema, listAnswerSchema } from "./common";
import { propertySummarySchema } from "./properties";

/** SPEC 3 signed-in user: id and the three role flags (0 or 1). */
export const signedInUserSchema = z.object({
  id: z.number().int(),
  first_name: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  last_name: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  email: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  phone: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  is_agent: flagSchema,
  is_owner: flagSchema,
  is_user: flagSchema,
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;
export const signedInUserAnswerSchema = dataAnswerSchema(signedInUserSchema);

/**
 * Sign-in answers (SPEC 7): `data.result.access_token`; a login that needs a second factor
 * answers `data.result.two_factor_required: true` and no token.
 */
export const accessTokenAnswerSchema = dataAnswerSchema(
  z.object({
    result: z.object({
      access_token: z.string().min(1).optional(),
      two_factor_required: z.boolean().optional(),
    }),
  }),
);

/**
 * SPEC 7 POST /{type}/login_json: a token, or for an account with a second factor
 * `two_factor_required: true` and the pending-login token that POST /two_factor_auth names.
 */
export const loginAnswerSchema = dataAnswerSchema(
  z.object({
    result: z.object({
      access_token: z.string().min(1).optional(),
      two_factor_required: z.boolean().optional(),
      two_factor_token: z.string().min(1).max(512).optional(),
    }),
  }),
);

/** SPEC 7 POST /guest/update_profile: a returned data.result.access_token replaces the token. */
export const updateProfileAnswerSchema = dataAnswerSchema(
  z.object({
    user: signedInUserSchema.optional(),
    result: z.object({ access_token: z.string().min(1).optional() }).optional(),
  }),
);

export const passwordRecoverAnswerSchema = dataAnswerSchema(z.object({ sent: z.boolean() }).partial()).or(
  z.object({}).loose(),
);

/** Designed POST /account/password_reset: the account whose password the link set. */
export const passwordResetAnswerSchema = dataAnswerSchema(z.object({ email: z.string() }));

export const wishlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  properties: z.array(propertySummarySchema).default([]),
});
export type Wishlist = z.infer<typeof wishlistSchema>;
export const wishlistListAnswerSchema = listAnswerSchema(wishlistSchema);
export const wishlistAnswerSchema = dataAnswerSchema(wishlistSchema);
/** POST /guest/wishlists/properties/{id}: `data.entities` are the wishlists that now hold it. */
export const wishlistPropertyAnswerSchema = dataAnswerSchema(z.object({ entities: z.array(wishlistSchema) }));

export const paymentMethodSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  holder: z.string().default(""),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsAnswerSchema = dataAnswerSchema(z.object({ payment_methods: z.array(paymentMethodSchema) }));

export const contactMessageAnswerSchema = dataAnswerSchema(z.object({ id: z.union([z.number(), z.string()]) }));
