import { useMatches } from "react-router";
import type { Route } from "./+types/interhome";
import { EMPTY_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { routeName } from "~/lib/route-name";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";

export const handle: PageHandle = { layout: EMPTY_LAYOUTS };

export const headers = routeHeaders("personal");

/** The partner sends its reservation reference and status, and the property it was for. */
export function loader({ url }: Route.LoaderArgs) {
  const text = (name: string, pattern: RegExp) => {
    const value = url.searchParams.get(name)?.trim() ?? "";
    return pattern.test(value) ? value : null;
  };
  return {
    reference: text("reference", /^[\w-]{3,40}$/),
    status: text("status", /^[a-z_]{2,30}$/),
    propertyPath: (() => {
      const id = text("property_id", /^\d{1,9}$/);
      const slug = text("property_slug", /^[a-z0-9-]{1,120}$/);
      return id && slug ? `/properties/${id}/${slug}` : null;
    })(),
  };
}

function outcomeOf(routeId: string | undefined): "success" | "failure" {
  return routeId && routeName(routeId) === "interhome-success" ? "success" : "failure";
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const success = outcomeOf(matches.at(-1)?.id) === "success";
  return pageMeta(matches, {
    title: success ? "Booking received" : "Booking not completed",
    description: success
      ? "Our partner has received your booking."
      : "Your booking with our partner was not completed.",
    noindex: true,
  });
};

/** Where our holiday-rental partner sends travellers back after its own payment step. */
const STATUS_TEXT: Record<string, string> = {
  confirmed: "confirmed",
  pending: "waiting for the partner's confirmation",
  cancelled: "cancelled",
  payment_failed: "not paid",
};

export default function InterhomeReturn({ loaderData }: Route.ComponentProps) {
  const success = outcomeOf(useMatches().at(-1)?.id) === "success";
  const { reference, status, propertyPath } = loaderData;
  return (
    <section className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center px-6 py-12 text-center">
      <div
        className={`mx-auto grid size-16 place-items-center rounded-full ${success ? "bg-brand-50 text-brand-700" : "bg-red-50 text-danger"}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        >
          {success ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d="M7 7l10 10M17 7 7 17" />}
        </svg>
      </div>
      <h1 className="mt-6 text-3xl font-bold">
        {success ? "Your booking is on its way" : "Your booking was not completed"}
      </h1>
      <p className="mt-3 text-muted">
        {success
          ? "Our partner has received your booking and payment. A confirmation email with your booking number and arrival details follows shortly."
          : "The payment with our partner did not go through, and nothing has been charged. You can try again, or our team can help you book."}
      </p>
      {reference ? (
        <p className="mt-4 rounded-2xl bg-surface px-4 py-3 text-sm" data-testid="partner-reference">
          Reservation <strong>{reference}</strong>
          {status ? ` is ${STATUS_TEXT[status] ?? status.replace(/_/g, " ")}` : ""}. Keep this reference for any
          question to our partner or to us.
        </p>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <PageLink to={propertyPath ?? (success ? "/" : "/properties")} className="btn-primary">
          {propertyPath ? "Back to the property" : success ? "Back to the home page" : "Back to the search"}
        </PageLink>
        <PageLink to="/support" className="btn-secondary">
          Guest support
        </PageLink>
      </div>
    </section>
  );
}
