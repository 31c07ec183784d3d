import { type SubmitEvent, useEffect, useRef, useState } from "react";
import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { listPaymentMethods } from "~/api/bookings.server";
import { getQuote } from "~/api/properties.server";
import { useCaptchaSubmit } from "~/components/auth/use-captcha-submit";
import { ErrorSummary } from "~/components/error-summary";
import { FormField, fieldAria } from "~/components/form-field";
import { QuoteLines } from "~/components/properties/quote-breakdown";
import { getEnv } from "~/env.server";
import { useRootData } from "~/components/session-user";
import { useHydrated } from "~/components/use-hydrated";
import { useUi } from "~/components/ui-state";
import { CHECKOUT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { routeHeaders } from "~/lib/cache-policy";
import {
  CHECKOUT_TOTAL_ID,
  STAY_CHECK_IN_ID,
  checkoutProblems,
  checkoutSummaryDescription,
  takenStayMessage,
} from "~/lib/checkout-problems";
import { formatMoney } from "~/lib/money";
import { pageMeta } from "~/lib/meta";
import { parseSearch } from "~/lib/property-search-parse";
import { QUOTED_TOTAL_FIELD } from "~/lib/stay-recheck";
import { apiContext, sessionContext } from "~/request-context";
import {
  checkoutSecretSetCookie,
  newCheckoutSecret,
  newFormKey,
  readCheckoutSecret,
} from "~/session/checkout-key.server";
import { CHECKOUT_DRAFT, SIGNED_IN_MARK } from "~/lib/resumable-forms";
import { resumeDraft } from "~/session/form-resume.server";
import { ResumedDraftNotice } from "~/components/resumed-draft-notice";
import { type BookedStay, type CheckoutActionData, checkoutAction } from "./checkout-action.server";
import { requireProperty } from "../properties/property-data.server";
import { quoteErrorMessage } from "../properties/property-quote.server";
import { PageLink } from "~/components/page-link";
import { Picture } from "~/components/picture";

export const handle: PageHandle = { layout: CHECKOUT_LAYOUTS };

/** Personal for everyone: the form carries this visit's half of the booking's idempotency key. */
export const headers = routeHeaders("personal");

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const stay = parseSearch(url.searchParams).filters;
  const signedIn = Boolean(context.get(sessionContext).token);
  const id = Number(params.id);
  const [property, quote, methods, draft] = await Promise.all([
    requireProperty(context, params.id),
    stay.check_in && stay.check_out
      ? getQuote(api, id, { check_in: stay.check_in, check_out: stay.check_out, guests: stay.guests ?? 2 })
      : Promise.resolve(null),
    signedIn ? listPaymentMethods(api) : Promise.resolve(null),
    resumeDraft({ request, url, context }, CHECKOUT_DRAFT),
  ]);
  return data(
    {
      property,
      quote: quote?.success ? quote.data : null,
      quoteError: quote && !quote.success ? quoteErrorMessage(quote) : null,
      paymentMethods: methods?.success ? methods.data : [],
      // The form's half of the idempotency key; the visitor's half is the checkout secret cookie.
      formKey: newFormKey(),
      /** What the visitor typed before their session ended, back after signing in (form-resume.server.ts). */
      draft,
    },
    readCheckoutSecret(request)
      ? undefined
      : { headers: { "Set-Cookie": checkoutSecretSetCookie(newCheckoutSecret(), getEnv()) } },
  );
}

export function action({ request, url, params, context }: Route.ActionArgs) {
  return checkoutAction(request, url, context, Number(params.id));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData ? `Book ${loaderData.property.title}` : "Checkout", noindex: true });

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { property, quoteError, paymentMethods, formKey } = loaderData;
  // A post that found the stay changed carries its quote as it is now (issue 18).
  const quote = actionData?.quote ?? loaderData.quote;
  // Taken nights on arrival: nothing typed yet, so no form; after a post the form keeps the input.
  const takenOnArrival = quote?.available === false && !actionData;
  const root = useRootData();
  const ui = useUi();
  const navigation = useNavigation();
  const values: CheckoutActionData["values"] = actionData?.values ?? loaderData.draft ?? {};
  const errors = actionData?.fieldErrors ?? {};
  // SPEC 3: the selected payment method defaults to "new".
  const selected = values.payment ?? "new";
  const [method, setMethod] = useState(selected);
  const enhanced = useHydrated();
  // Card number and CVC are never kept: empty them after every answer from the server.
  const cardNumber = useRef<HTMLInputElement>(null);
  const cardCvc = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!actionData) return;
    if (cardNumber.current) cardNumber.current.value = "";
    if (cardCvc.current) cardCvc.current.value = "";
  }, [actionData]);
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const captchaSubmit = useCaptchaSubmit("checkout");
  const money = (amount: number) => formatMoney(amount, property.currency, { cents: true });
  const user = root?.user;
  const field = (name: keyof typeof values, fallback = "") => ({
    id: `checkout-${name}`,
    name,
    defaultValue: values[name] ?? fallback,
    ...fieldAria(`checkout-${name}`, errors[name]),
  });
  const backToProperty = `/properties/${property.id}/${property.slug}${quote ? `?check_in=${quote.check_in}&check_out=${quote.check_out}&guests=${quote.guests}` : ""}`;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
      {actionData && !actionData.booked && quote ? (
        // The answer to the post comes first on the page, above the stay on a phone (issue 18).
        <div className="order-first lg:order-none lg:col-span-2">
          <ErrorSummary
            id="checkout-problems"
            title="Your stay is not booked yet"
            description={checkoutSummaryDescription(actionData)}
            items={checkoutProblems(actionData, quote, money)}
            answer={actionData}
          />
        </div>
      ) : null}
      <section aria-labelledby="checkout-title">
        <PageLink to={backToProperty} className="text-sm text-muted underline">
          Back to the property
        </PageLink>
        <h1 id="checkout-title" className="mt-2 text-3xl font-bold tracking-tight">
          Confirm and pay
        </h1>
        {loaderData.draft && !actionData ? <ResumedDraftNotice form={CHECKOUT_DRAFT} className="mt-4" /> : null}
        {actionData?.booked ? (
          <Booked booked={actionData.booked} />
        ) : actionData?.formError && !quote ? (
          <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {actionData.formError}
          </p>
        ) : null}
        {actionData?.booked ? null : !quote ? (
          <p role="alert" className="mt-4 rounded-2xl bg-surface px-4 py-3 text-sm">
            {quoteError ?? "Choose your dates and guests on the property page first."}{" "}
            <PageLink to={backToProperty} className="font-medium underline">
              Choose dates
            </PageLink>
          </p>
        ) : takenOnArrival ? (
          <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm">
            {takenStayMessage(quote)}{" "}
            <PageLink to={backToProperty} className="font-medium underline">
              Choose other dates
            </PageLink>
          </p>
        ) : (
          <Form
            method="post"
            noValidate
            className="mt-6 grid gap-6"
            onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
              if (submitting) event.preventDefault();
              else captchaSubmit(event);
            }}
          >
            <input type="hidden" name="idempotency_key" value={formKey} />
            <input type="hidden" name={QUOTED_TOTAL_FIELD} value={String(quote.total)} />
            {user ? <input type="hidden" name={SIGNED_IN_MARK.name} value={SIGNED_IN_MARK.value} /> : null}
            <fieldset className="grid gap-4 rounded-3xl border border-line bg-white p-6 sm:grid-cols-2">
              <legend className="px-1 font-semibold">Lead guest</legend>
              {!user ? (
                <p className="text-sm text-muted sm:col-span-2">
                  No account needed: we email the confirmation to this address, and the booking joins the account that
                  uses it.{" "}
                  <button
                    type="button"
                    className="font-medium text-brand-700 underline"
                    onClick={() => ui.login.openWith()}
                  >
                    Sign in
                  </button>{" "}
                  to pay with a saved card; what you typed stays here.
                </p>
              ) : null}
              <FormField id="checkout-first_name" label="First name" error={errors.first_name}>
                <input
                  type="text"
                  {...field("first_name", user?.first_name ?? "")}
                  autoComplete="given-name"
                  className="field-input"
                />
              </FormField>
              <FormField id="checkout-last_name" label="Last name" error={errors.last_name}>
                <input
                  type="text"
                  {...field("last_name", user?.last_name ?? "")}
                  autoComplete="family-name"
                  className="field-input"
                />
              </FormField>
              <FormField id="checkout-email" label="Email" error={errors.email}>
                <input
                  {...field("email", user?.email ?? "")}
                  type="email"
                  autoComplete="email"
                  className="field-input"
                />
              </FormField>
              <FormField id="checkout-phone" label="Phone" error={errors.phone}>
                <input {...field("phone", user?.phone ?? "")} type="tel" autoComplete="tel" className="field-input" />
              </FormField>
            </fieldset>
            <fieldset className="grid gap-4 rounded-3xl border border-line bg-white p-6">
              <legend className="px-1 font-semibold">Payment</legend>
              {paymentMethods.map((saved) => (
                <label
                  key={saved.id}
                  className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border border-line px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="payment"
                    value={String(saved.id)}
                    defaultChecked={selected === String(saved.id)}
                    onChange={() => setMethod(String(saved.id))}
                    className="accent-brand-600"
                  />
                  <span>
                    {saved.brand} ending {saved.last4}{" "}
                    <span className="text-sm text-muted">
                      · expires {String(saved.exp_month).padStart(2, "0")}/{String(saved.exp_year).slice(-2)}
                    </span>
                  </span>
                </label>
              ))}
              <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border border-line px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input
                  id="checkout-payment"
                  type="radio"
                  name="payment"
                  value="new"
                  defaultChecked={selected === "new"}
                  onChange={() => setMethod("new")}
                  className="accent-brand-600"
                />
                A new card
              </label>
              {method === "new" || !enhanced ? (
                <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
                  <FormField id="checkout-card_number" label="Card number" error={errors.card_number}>
                    <input
                      type="text"
                      ref={cardNumber}
                      id="checkout-card_number"
                      name="card_number"
                      inputMode="numeric"
                      autoComplete="cc-number"
                      className="field-input"
                      {...fieldAria("checkout-card_number", errors.card_number)}
                    />
                  </FormField>
                  <FormField id="checkout-card_expiry" label="Expiry (MM/YY)" error={errors.card_expiry}>
                    <input
                      type="text"
                      {...field("card_expiry")}
                      inputMode="numeric"
                      autoComplete="cc-exp"
                      placeholder="08/29"
                      className="field-input"
                    />
                  </FormField>
                  <FormField id="checkout-card_cvc" label="CVC" error={errors.card_cvc}>
                    <input
                      type="text"
                      ref={cardCvc}
                      id="checkout-card_cvc"
                      name="card_cvc"
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      maxLength={4}
                      className="field-input"
                      {...fieldAria("checkout-card_cvc", errors.card_cvc)}
                    />
                  </FormField>
                </div>
              ) : null}
            </fieldset>
            <div>
              <label className="flex items-start gap-3 text-sm">
                <input
                  id="checkout-terms"
                  type="checkbox"
                  name="terms"
                  defaultChecked={values.terms === "on"}
                  className="mt-1 size-5 accent-brand-600"
                  {...fieldAria("checkout-terms", errors.terms)}
                />
                <span>
                  I accept the{" "}
                  <PageLink to="/terms-and-conditions" className="underline">
                    terms
                  </PageLink>{" "}
                  and the cancellation policy: {property.cancellation_policy}
                </span>
              </label>
              {errors.terms ? (
                <p id="checkout-terms-error" className="mt-1 text-sm font-medium text-danger">
                  {errors.terms}
                </p>
              ) : null}
            </div>
            <div className="rounded-3xl bg-ink p-6 text-white">
              <p id={CHECKOUT_TOTAL_ID} tabIndex={-1} className="text-lg">
                Total <strong className="float-right">{money(quote.total)}</strong>
              </p>
              <button
                type="submit"
                className="btn mt-4 w-full bg-white text-ink hover:bg-brand-50"
                disabled={submitting}
              >
                {submitting ? "Booking…" : `Pay ${money(quote.total)} and book`}
              </button>
            </div>
          </Form>
        )}
      </section>
      <aside
        aria-label="Your stay"
        className="order-first h-fit rounded-3xl border border-line bg-white p-6 lg:order-none"
      >
        {property.images[0] ? (
          <Picture
            src={property.images[0].url}
            alt=""
            width={600}
            height={400}
            sizes="(min-width: 1024px) 400px, calc(100vw - 2rem)"
            eager
            className="aspect-[3/2] w-full rounded-2xl object-cover"
          />
        ) : null}
        <h2 className="mt-4 font-semibold">{property.title}</h2>
        <p className="text-sm text-muted">
          {property.destination.name}, {property.destination.country}
        </p>
        <details className="mt-3" open={!quote || !quote.available}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
            Change dates or guests
          </summary>
          <Form method="get" className="mt-2 grid grid-cols-2 gap-2">
            <label className="text-sm">
              Check in
              <input
                id={STAY_CHECK_IN_ID}
                name="check_in"
                type="date"
                defaultValue={quote?.check_in ?? ""}
                className="field-input mt-1"
              />
            </label>
            <label className="text-sm">
              Check out
              <input name="check_out" type="date" defaultValue={quote?.check_out ?? ""} className="field-input mt-1" />
            </label>
            <label className="col-span-2 text-sm">
              Guests
              <input
                name="guests"
                type="number"
                min={1}
                max={property.max_guests}
                defaultValue={quote?.guests ?? 2}
                className="field-input mt-1"
              />
            </label>
            <button type="submit" className="btn-secondary col-span-2">
              Update
            </button>
          </Form>
        </details>
        {quote ? (
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt>Dates</dt>
              <dd>
                {quote.check_in} → {quote.check_out}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>Guests</dt>
              <dd>{quote.guests}</dd>
            </div>
            <QuoteLines quote={quote} money={money} />
          </dl>
        ) : null}
      </aside>
    </div>
  );
}

/** A visitor's booking, confirmed here: the same page whether or not the email has an account. */
function Booked({ booked }: { booked: BookedStay }) {
  return (
    <section role="status" aria-labelledby="booked-title" className="mt-6 rounded-3xl border border-line bg-white p-6">
      <h2 id="booked-title" className="text-xl font-semibold">
        Your stay is booked
      </h2>
      <p className="mt-2">{`Reference ${booked.reference}`}</p>
      <p className="mt-2 text-sm text-muted">
        {booked.check_in} → {booked.check_out}, {booked.guests} {booked.guests === 1 ? "guest" : "guests"},{" "}
        {formatMoney(booked.total, booked.currency, { cents: true })}.
      </p>
      <p className="mt-4">
        We have emailed the confirmation to {booked.email}. The email also says how to sign in and see the booking in
        your account.
      </p>
    </section>
  );
}
