import { data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { quickStore } from "~/api/auth.server";
import { type BookingRequest, createBooking } from "~/api/bookings.server";
import { createApiClient } from "~/api/client.server";
import { getEnv } from "~/env.server";
import { type CheckoutField, checkoutFormSchema, checkoutInput, keptValues } from "~/lib/checkout-form";
import { parseSearch } from "~/lib/property-search-parse";
import { apiContext, requestOriginContext, sessionContext } from "~/request-context";
import { formText } from "~/lib/form-fields";
import { idempotencyKeyFor, isFormKey, readCheckoutSecret } from "~/session/checkout-key.server";

export interface CheckoutActionData {
  values: Partial<Record<CheckoutField, string>>;
  fieldErrors: Partial<Record<CheckoutField, string>>;
  formError: string | null;
}

const UPSTREAM_FAILURE =
  "We could not complete the booking right now, and nothing was charged. Please try again in a few minutes.";

/**
 * Books the stay: validates the form (card checks included), signs a visitor up quickly when
 * needed (POST /guest/quick_store), then POST /guest/bookings with an idempotency key made from
 * the form's key and the visitor's checkout secret (app/session/checkout-key.server.ts).
 * Every failure re-renders the form with what was typed, except the card number and CVC.
 */
export async function checkoutAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
  propertyId: number,
) {
  const form = await request.formData();
  const values = keptValues(form);
  const reply = (status: number, init: Partial<CheckoutActionData>) =>
    data<CheckoutActionData>({ values, fieldErrors: {}, formError: null, ...init }, { status });

  const stay = parseSearch(url.searchParams).filters;
  if (!stay.check_in || !stay.check_out) return reply(400, { formError: "Choose your dates before booking." });
  const parsed = checkoutFormSchema.safeParse(checkoutInput(form));
  if (!parsed.success) {
    const fieldErrors: CheckoutActionData["fieldErrors"] = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as CheckoutField;
      fieldErrors[field] ??= issue.message;
    }
    return reply(400, { fieldErrors });
  }
  const formKey = formText(form, "idempotency_key");
  const secret = readCheckoutSecret(request);
  if (!isFormKey(formKey) || !secret)
    return reply(400, { formError: "This form has expired. Please reload the page and try again." });
  const idempotencyKey = idempotencyKeyFor(secret, formKey);

  const session = context.get(sessionContext);
  let api = context.get(apiContext);
  const input = parsed.data;
  if (!session.token && !session.newToken) {
    const signedUp = await quickStore(api, {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
    });
    if (!signedUp.success || !signedUp.data.access_token) {
      const taken = !signedUp.success && signedUp.status === 422;
      return reply(taken ? 409 : 502, {
        formError: taken
          ? "An account with this email already exists. Sign in to book with it; what you typed stays here."
          : UPSTREAM_FAILURE,
      });
    }
    session.newToken = signedUp.data.access_token;
    const env = getEnv();
    api = createApiClient({
      baseUrl: env.API_BASE_URL,
      token: session.newToken,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
      requestId: context.get(requestOriginContext).requestId || undefined,
      onConflict: () => (session.ended = true),
    });
  }

  const [month, year] = input.payment_method === "new" ? input.card_expiry.split("/").map((part) => part.trim()) : [];
  const booking: BookingRequest = {
    property_id: propertyId,
    check_in: stay.check_in,
    check_out: stay.check_out,
    guests: stay.guests ?? 2,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    phone: input.phone,
    payment:
      input.payment_method === "saved"
        ? { payment_method_id: input.saved_method_id }
        : {
            card_number: input.card_number.replace(/\D/g, ""),
            card_exp_month: month ?? "",
            card_exp_year: `20${year ?? ""}`,
            card_cvc: input.card_cvc,
            card_holder: `${input.first_name} ${input.last_name}`,
          },
  };
  const result = await createBooking(api, booking, idempotencyKey);
  if (result.success) return redirect(`/bookings/${result.data.id}?confirmed=1`, 303);
  if (result.status === 402) return reply(402, { formError: `${result.error} Nothing was charged. Try another card.` });
  if (result.status === 422) return reply(422, { formError: result.error });
  return reply(502, { formError: UPSTREAM_FAILURE });
}
