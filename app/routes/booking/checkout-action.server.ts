import { data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { type BookingRequest, createBooking, createVisitorBooking } from "~/api/bookings.server";
import type { Quote } from "~/api/schemas";
import { ampAwarePath } from "~/lib/amp-path";
import { CAPTCHA_ACTIONS } from "~/lib/captcha-actions";
import { type CheckoutField, checkoutFieldErrors, checkoutInput, keptValues } from "~/lib/checkout-form";
import { checkoutFormSchema } from "~/lib/checkout-form.server";
import { CARD_DECLINED } from "~/lib/checkout-problems";
import { visitorMessageOf } from "~/lib/error-message";
import { type StayChange, stayChangeOf } from "~/lib/stay-recheck";
import { quotedTotalOf } from "~/lib/stay-recheck.server";
import { parseSearch } from "~/lib/property-search-parse";
import { apiContext, sessionContext } from "~/request-context";
import { flashNotice } from "~/session/session-end.server";
import { formText } from "~/lib/form-fields";
import { idempotencyKeyFor, isFormKey, readCheckoutSecret } from "~/session/checkout-key.server";
import { clientAddress, takeCheckoutAttempt, tooManyAttempts } from "~/session/rate-limit.server";
import { CAPTCHA_REFUSED, checkCaptcha } from "~/session/recaptcha.server";
import { currentQuote, takenQuote } from "./checkout-recheck.server";
import { CHECKOUT_DRAFT } from "~/lib/resumable-forms";
import { sessionEndedSinceRender, signInToResume } from "~/session/form-resume.server";

/** A visitor's booking as the checkout page confirms it (no account page to send them to). */
export interface BookedStay {
  reference: string;
  check_in: string;
  check_out: string;
  guests: number;
  total: number;
  currency: string;
  email: string;
}

export interface CheckoutActionData {
  values: Partial<Record<CheckoutField, string>>;
  fieldErrors: Partial<Record<CheckoutField, string>>;
  formError: string | null;
  /** Set when a visitor who is not signed in has booked. */
  booked?: BookedStay;
  /** What changed about the stay since the page was shown: its nights were booked, or its price. */
  stayChange?: StayChange;
  /** The stay's quote as the post found it: the page shows it, as loaders do not run again after a 409. */
  quote?: Quote;
}

const UPSTREAM_FAILURE =
  "We could not complete the booking right now, and nothing was charged. Please try again in a few minutes.";

/**
 * Books the stay: validates the form (card checks included), then books with an idempotency key
 * made from the form's key and the visitor's checkout secret (app/session/checkout-key.server.ts).
 * A signed-in guest books on their account (POST /guest/bookings) and goes to the booking's page.
 * A visitor who is not signed in books by email (POST /bookings) and is confirmed on this page,
 * the same answer whether or not that email has an account: checkout never tells who is a
 * customer here. Attempts are limited per address and per visitor, and checked by reCAPTCHA
 * where the site checks tokens. Before booking, the stay is quoted again: a price other than the
 * one the form showed, or nights booked since, answer 409 with the quote as it is now (the
 * visitor confirms a new price by posting again). Every failure re-renders the form with what was
 * typed, except the card number and CVC.
 */
export async function checkoutAction(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
  propertyId: number,
) {
  const form = await request.formData();
  if (sessionEndedSinceRender(context, form))
    throw await signInToResume({ request, url, context }, CHECKOUT_DRAFT, form);
  const values = keptValues(form);
  const reply = (status: number, init: Partial<CheckoutActionData>, headers?: HeadersInit) =>
    data<CheckoutActionData>({ values, fieldErrors: {}, formError: null, ...init }, { status, headers });

  const stay = parseSearch(url.searchParams).filters;
  if (!stay.check_in || !stay.check_out) return reply(400, { formError: "Choose your dates before booking." });
  const parsed = checkoutFormSchema.safeParse(checkoutInput(form));
  if (!parsed.success) return reply(400, { fieldErrors: checkoutFieldErrors(parsed.error.issues) });
  const formKey = formText(form, "idempotency_key");
  const secret = readCheckoutSecret(request);
  if (!isFormKey(formKey) || !secret)
    return reply(400, { formError: "This form has expired. Please reload the page and try again." });
  const client = clientAddress(context);
  const wait = await takeCheckoutAttempt(secret, client);
  if (wait > 0) return reply(429, { formError: tooManyAttempts(wait) }, { "Retry-After": String(wait) });
  const captcha = await checkCaptcha(formText(form, "captcha_token"), CAPTCHA_ACTIONS.checkout, client);
  if (!captcha.ok) return reply(400, { formError: CAPTCHA_REFUSED });
  const idempotencyKey = idempotencyKeyFor(secret, formKey);

  const signedIn = Boolean(context.get(sessionContext).token);
  const api = context.get(apiContext);
  const input = parsed.data;
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
  // The stay again, as it is now (issue 18): its nights may have been booked, or its price changed,
  // since the page showed it. A new price is confirmed by the visitor before anything is paid.
  const stayNow = await currentQuote(api, propertyId, booking);
  if (!stayNow.checked) return reply(502, { formError: UPSTREAM_FAILURE });
  const change = stayNow.quote ? stayChangeOf(quotedTotalOf(form), stayNow.quote) : null;
  if (change?.kind === "price" && stayNow.quote) return reply(409, { stayChange: change, quote: stayNow.quote });
  // Taken nights still go to the booking call: a form sent again after it booked them gets that
  // booking back (the same Idempotency-Key); anything else the API answers then means taken.
  const result = signedIn
    ? await createBooking(api, booking, idempotencyKey)
    : await createVisitorBooking(api, booking, idempotencyKey);
  if (!result.success && signedIn && result.status === 401)
    throw await signInToResume({ request, url, context }, CHECKOUT_DRAFT, form);
  if (result.success) {
    flashNotice(context.get(sessionContext), "booking-made");
    if (signedIn) return redirect(ampAwarePath(`/bookings/${result.data.id}?confirmed=1`, url), 303);
    const { reference, check_in, check_out, guests, total, currency } = result.data;
    return reply(200, { booked: { reference, check_in, check_out, guests, total, currency, email: input.email } });
  }
  const taken =
    change?.kind === "taken" && stayNow.quote
      ? stayNow.quote
      : result.status === 422
        ? await takenQuote(api, propertyId, booking)
        : null;
  if (taken) return reply(409, { stayChange: { kind: "taken" }, quote: taken });
  if (result.status === 402)
    return reply(402, { fieldErrors: { [input.payment_method === "new" ? "card_number" : "payment"]: CARD_DECLINED } });
  if (result.status === 422) return reply(422, { formError: visitorMessageOf(result) });
  return reply(502, { formError: UPSTREAM_FAILURE });
}
