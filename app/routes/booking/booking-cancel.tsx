import { Form, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/booking-cancel";
import { cancelBooking } from "~/api/bookings.server";
import { PageHeader } from "~/components/page-header";
import { PageLink } from "~/components/page-link";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { ampAwarePath } from "~/lib/amp-path";
import { cacheHeaders, routeHeaders } from "~/lib/cache-policy";
import { cancelBookingFormSchema } from "~/lib/cancel-booking-form.server";
import { formatDate } from "~/lib/dates";
import { pageError } from "~/lib/http-errors";
import { parseId } from "~/lib/ids";
import { pageMeta } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { refundSentence, stayLabel } from "~/lib/trips";
import { apiContext, sessionContext } from "~/request-context";
import { endSessionIfUnauthorized, requireSession } from "~/session/require-user.server";
import { flashNotice } from "~/session/session-end.server";
import { loadBooking } from "./booking-data.server";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

/** The step before cancelling: today's refund under the home's policy, shown before the guest confirms. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { booking, property, cancellation } = await loadBooking(context, url, params.id, { withCancellation: true });
  return { booking, property, cancellation };
}

const NOT_CANCELLABLE = "This booking can no longer be cancelled here. Guest support can help.";

/**
 * Cancels for the refund the page showed (the API refuses a different one). Done, the booking page
 * shows the cancelled state and the refund; otherwise this page again, with why and today's quote.
 */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  requireSession(context, url);
  const id = parseId(params.id);
  if (id === null) throw pageError(404, "Booking not found");
  const reply = (formError: string, status: number) =>
    data({ formError }, { status, headers: cacheHeaders("personal") });
  const parsed = cancelBookingFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return reply("Reload the page to see the refund, then confirm again.", 400);
  const result = await cancelBooking(context.get(apiContext), id, parsed.data.refund);
  if (!result.success) {
    endSessionIfUnauthorized(context, url, result);
    if (result.status === 404) throw pageError(404, "Booking not found");
    if (result.status === 422 && result.fields?.includes("refund"))
      return reply("The refund has changed since the page was loaded. Check the new amount and confirm again.", 409);
    if (result.status === 422) return reply(NOT_CANCELLABLE, 422);
    return reply("The booking could not be cancelled right now. Please try again in a few minutes.", 502);
  }
  flashNotice(context.get(sessionContext), "booking-cancelled");
  return redirect(ampAwarePath(`/bookings/${id}`, url), { status: 303, headers: cacheHeaders("personal") });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Cancel booking ${loaderData.booking.reference}` : "Cancel booking",
    noindex: true,
  });

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, property, cancellation } = loaderData;
  const pagePath = useAmpAwarePath();
  const navigation = useNavigation();
  const money = (amount: number) => formatMoney(amount, booking.currency, { cents: true });
  const busy = navigation.state === "submitting";
  return (
    <>
      <PageHeader
        eyebrow={`Booking ${booking.reference}`}
        title="Cancel this booking?"
        intro={`${property ? `${property.title}, ` : ""}${stayLabel(booking.check_in, booking.check_out)}`}
      />
      <div className="mx-auto max-w-2xl px-4 pb-16 sm:px-6">
        {actionData?.formError ? (
          <p role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger">
            {actionData.formError}
          </p>
        ) : null}
        {cancellation === null ? (
          <p role="alert" className="rounded-2xl bg-surface p-6">
            We could not work out the refund just now, so the booking cannot be cancelled from here at the moment.
            Please try again in a few minutes.
          </p>
        ) : !cancellation.cancellable ? (
          <p className="rounded-2xl bg-surface p-6">
            {booking.status === "cancelled" ? "This booking is already cancelled." : NOT_CANCELLABLE}
          </p>
        ) : (
          <section aria-labelledby="refund-title" className="rounded-3xl border border-line p-6">
            <h2 id="refund-title" className="text-lg font-semibold">
              Your refund
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt>You paid</dt>
                <dd>{money(cancellation.total)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
                <dt>Refund if you cancel today ({cancellation.refund_percent}%)</dt>
                <dd data-testid="cancel-refund">{money(cancellation.refund)}</dd>
              </div>
            </dl>
            <p className="mt-4">{refundSentence(money(cancellation.refund), cancellation.refund_percent)}</p>
            <p className="mt-2 text-sm text-muted">
              Policy: {cancellation.policy || "none given"} Today is {formatDate(cancellation.quoted_on)},{" "}
              {cancellation.days_before_arrival} {cancellation.days_before_arrival === 1 ? "day" : "days"} before
              arrival. The refund goes back to the card you paid with.
            </p>
            <Form
              method="post"
              action={pagePath(`/bookings/${booking.id}/cancel`)}
              className="mt-6 flex flex-wrap gap-3"
            >
              <input type="hidden" name="refund" value={cancellation.refund.toFixed(2)} />
              <button type="submit" className="btn-primary bg-danger hover:bg-danger" disabled={busy}>
                {busy ? "Cancelling…" : "Cancel booking"}
              </button>
              <PageLink to={`/bookings/${booking.id}`} className="btn-secondary">
                Keep my booking
              </PageLink>
            </Form>
          </section>
        )}
        {cancellation && !cancellation.cancellable ? (
          <p className="mt-6">
            <PageLink to={`/bookings/${booking.id}`} className="btn-secondary">
              Back to the booking
            </PageLink>
          </p>
        ) : null}
      </div>
    </>
  );
}
