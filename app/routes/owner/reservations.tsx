import { Form, Link, data } from "react-router";
import type { Route } from "./+types/reservations";
import { LoadError } from "~/components/blog/load-error";
import { FormField, fieldAria } from "~/components/form-field";
import { OwnerNav } from "~/components/owner/owner-nav";
import { ReservationList } from "~/components/owner/reservation-list";
import { VendorGate } from "~/components/owner/vendor-gate";
import { PageHeader } from "~/components/page-header";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { routeHeaders } from "~/lib/cache-policy";
import { pageMeta } from "~/lib/meta";
import { propertyChoice } from "~/lib/owner/property-choice";
import { RESERVATIONS_PER_SECTION, RESERVATION_SECTIONS, reservationsCsvPath } from "~/lib/owner/reservations";
import { loadReservationsContext, reservationsOf } from "./reservations-data.server";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

/** The vendor's reservations across their properties: four lists, filtered by property and dates. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const owner = await loadReservationsContext(context, url);
  if (owner.gate) return data({ ...owner, properties: [], filter: null, sections: [] });
  const results = await Promise.all(
    RESERVATION_SECTIONS.map((section) =>
      reservationsOf(context, owner.filter, { scope: section.scope, limit: RESERVATIONS_PER_SECTION }),
    ),
  );
  return data({
    ...owner,
    properties: owner.properties.map(({ id, title, destination, owner_name }) => ({
      id,
      title,
      destination: destination.name,
      owner_name,
    })),
    sections: RESERVATION_SECTIONS.map((section, index) => {
      const result = results[index]!;
      return {
        ...section,
        reservations: result.success ? result.data.entities : null,
        total: result.success ? result.data.total : 0,
      };
    }),
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Reservations",
    description: "Who is coming, who is staying and who has been, across your properties.",
    noindex: true,
  });

const GATE_FEATURES = [
  "Upcoming, current and past stays across all your properties.",
  "Each guest's dates, price line by line and your payout.",
  "Filter by property and dates, and export to a spreadsheet.",
];

export default function ReservationsPage({ loaderData }: Route.ComponentProps) {
  const pagePath = useAmpAwarePath();
  if (loaderData.gate) {
    return (
      <>
        <PageHeader eyebrow="For owners" title="Reservations" intro="Every stay at your properties, in one place." />
        <VendorGate reason={loaderData.gate} purpose="See who is coming" features={GATE_FEATURES} />
      </>
    );
  }
  const { filter, properties, sections } = loaderData;
  const values = filter?.values ?? { property: "", from: "", to: "" };
  const errors = filter?.errors ?? {};
  const filtered = Boolean(values.property || values.from || values.to);
  return (
    <>
      <OwnerNav current="/owner/reservations" />
      <PageHeader
        eyebrow="For owners"
        title="Reservations"
        intro="Every stay at your properties: who is coming, who is staying now and who has been."
      />
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <Form
          method="get"
          aria-label="Filter reservations"
          className="grid gap-4 rounded-3xl border border-line p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
        >
          <FormField id="reservations-property" label="Property" error={errors.property}>
            <select
              id="reservations-property"
              name="property"
              defaultValue={values.property}
              className="field-input"
              {...fieldAria("reservations-property", errors.property)}
            >
              <option value="">All properties</option>
              {properties.map((property) => (
                <option key={property.id} value={property.id}>
                  {propertyChoice(property.title, property.destination, property.owner_name)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="reservations-from" label="Staying from" error={errors.from}>
            <input
              id="reservations-from"
              name="from"
              type="date"
              defaultValue={values.from}
              className="field-input"
              {...fieldAria("reservations-from", errors.from)}
            />
          </FormField>
          <FormField id="reservations-to" label="Staying until" error={errors.to}>
            <input
              id="reservations-to"
              name="to"
              type="date"
              defaultValue={values.to}
              className="field-input"
              {...fieldAria("reservations-to", errors.to)}
            />
          </FormField>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
            <button type="submit" className="btn-primary">
              Filter
            </button>
            {filtered ? (
              <Link to={pagePath("/owner/reservations")} className="font-medium text-brand-700 underline">
                Clear
              </Link>
            ) : null}
          </div>
        </Form>
        <p className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
          <span>Payout: the total less our service fee. Dates filter the stays that overlap them.</span>
          <a href={reservationsCsvPath(values)} className="btn-secondary inline-flex">
            Download CSV
          </a>
        </p>
        {sections.map((section) => (
          <section key={section.scope} aria-labelledby={`reservations-${section.scope}`} className="mt-10">
            <h2 id={`reservations-${section.scope}`} className="text-xl font-semibold">
              {section.title}
              {section.total > 0 ? (
                <span className="ml-2 text-base font-normal text-muted">({section.total})</span>
              ) : null}
            </h2>
            {section.reservations === null ? (
              <LoadError what={`your ${section.title.toLowerCase()}`} />
            ) : section.reservations.length === 0 ? (
              <p className="mt-3 text-muted">{filtered ? "None match the filter." : section.empty}</p>
            ) : (
              <ReservationList reservations={section.reservations} caption={section.title} />
            )}
            {section.reservations && section.total > section.reservations.length ? (
              <p className="mt-3 text-sm text-muted">
                Showing the first {section.reservations.length} of {section.total}; the CSV has them all.
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}
