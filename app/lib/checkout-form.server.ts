import { z } from "zod";
import { expiryIsValid, passesLuhn } from "~/lib/checkout-form";
import { emailField } from "~/lib/email-field";

const guestDetails = {
  first_name: z.string().trim().min(1, "Enter the lead guest's first name.").max(80),
  last_name: z.string().trim().min(1, "Enter the lead guest's last name.").max(80),
  email: emailField(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{6,20}$/, "Enter a phone number with its country code, like +44 20 7946 0958."),
  terms: z.literal("on", { error: "Please accept the terms and the cancellation policy." }),
};

/**
 * The checkout form, as the action checks it: a saved card or a new card. The browser has no
 * copy: the action answers with each field's message (checkoutFieldErrors, checkout-form.ts).
 */
export const checkoutFormSchema = z.discriminatedUnion("payment_method", [
  z.object({
    ...guestDetails,
    payment_method: z.literal("saved"),
    saved_method_id: z.string().min(1, "Choose one of your saved cards."),
  }),
  z.object({
    ...guestDetails,
    payment_method: z.literal("new"),
    card_number: z.string().refine(passesLuhn, "Check the card number."),
    card_expiry: z.string().refine((value) => expiryIsValid(value), "Enter the expiry as MM/YY, not in the past."),
    card_cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "Enter the 3 or 4 digits on the back of the card."),
  }),
]);

export type CheckoutForm = z.infer<typeof checkoutFormSchema>;
