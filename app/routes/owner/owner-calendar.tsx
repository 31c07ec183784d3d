import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/owner-calendar";
import { FormField, fieldAria } from "~/components/form-field";
import { CalendarMonthTable, type NightSelection } from "~/components/owner/calendar-month-table";
import { OwnerLine } from "~/components/owner/owner-line";
import { OwnerNav } from "~/components/owner/owner-nav";
import { VendorGate } from "~/components/owner/vendor-gate";
import { PageHeader } from "~/components/page-header";
import { useHydrated } from "~/components/use-hydrated";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { routeHeaders } from "~/lib/cache-policy";
import { pageMeta } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { CALENDAR_ACTIONS, CHANGE_HORIZON_DAYS, EMPTY_CALENDAR_FORM } from "~/lib/owner/calendar-form";
import {
  addDays,
  addMonths,
  calendarFileName,
  calendarFilePath,
  monthLabel,
  monthLinks,
  monthWeeks,
} from "~/lib/owner/calendar-month";
import { changeNights, loadOwnerCalendar, propertyIdOf } from "./owner-calendar.server";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

export async function loader({ params, url, context }: Route.LoaderArgs) {
  return loadOwnerCalendar(context, url, propertyIdOf(params.id));
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  return changeNights(context, request, url, propertyIdOf(params.id));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.gate === null ? `Calendar: ${loaderData.calendar.title}` : "Calendar",
    description: "Booked, blocked and open nights of your property, with their prices.",
    noindex: true,
  });

const GATE_FEATURES = [
  "Every night of your property: booked, blocked or open, with its price.",
  "Block nights you keep for yourself, open them again, set a price for a range.",
  "Export the calendar as an iCal file for your channel manager.",
];

export default function OwnerCalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gate !== null) {
    return (
      <>
        <PageHeader eyebrow="For owners" title="Calendar" intro="Your property's nights, booked, blocked and open." />
        <VendorGate reason={loaderData.gate} purpose="Keep your calendar here" features={GATE_FEATURES} />
      </>
    );
  }
  return <CalendarView {...loaderData} actionData={actionData} />;
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { gate: null }>;

function CalendarView({
  calendar,
  month,
  today,
  actionData,
}: Loaded & { actionData: Route.ComponentProps["actionData"] }) {
  const pagePath = useAmpAwarePath();
  const enhanced = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData && "values" in actionData && "done" in actionData ? actionData : null;
  const errors: Partial<Record<string, string>> = result?.fieldErrors ?? {};
  const sent = result?.values ?? EMPTY_CALENDAR_FORM;
  const [selection, setSelection] = useState<NightSelection>({ from: sent.from, to: sent.to });
  // After each answer the form shows what it kept (nothing after a change made).
  const [answered, setAnswered] = useState(actionData);
  if (answered !== actionData) {
    setAnswered(actionData);
    setSelection({ from: sent.from, to: sent.to });
  }
  const pick = (date: string) =>
    setSelection((current) => {
      if (!current.from || (current.to && current.to !== current.from)) return { from: date, to: date };
      return date < current.from ? { from: date, to: current.from } : { from: current.from, to: date };
    });

  const formatPrice = (amount: number) => formatMoney(amount, calendar.currency, { cents: !Number.isInteger(amount) });
  const links = monthLinks(month, today);
  const monthPath = (target: string) => pagePath(`/owner/calendar/${calendar.property_id}?month=${target}`);
  const months = [month, addMonths(month, 1)].map((shown) => monthWeeks(shown, calendar.nights));
  const input = (field: string) => ({
    id: `calendar-${field}`,
    name: field,
    className: "field-input",
    ...fieldAria(`calendar-${field}`, errors[field]),
  });
  const nights =
    selection.from && selection.to >= selection.from
      ? Math.round((Date.parse(selection.to) - Date.parse(selection.from)) / 86_400_000) + 1
      : 0;

  return (
    <>
      <OwnerNav />
      <PageHeader
        eyebrow="Calendar"
        title={calendar.title}
        intro="Booked, blocked and open nights, each with its price. Pick a range to block it, open it or price it."
      >
        {calendar.owner_name ? <OwnerLine name={calendar.owner_name} className="mt-3" /> : null}
        <p className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          <Link
            to={pagePath(`/properties/${calendar.property_id}/${calendar.slug}`)}
            className="text-brand-700 underline"
          >
            See the public page
          </Link>
          <a
            href={calendarFilePath(calendar.property_id)}
            download={calendarFileName(calendar.property_id, calendar.slug)}
            className="text-brand-700 underline"
          >
            Download the calendar (.ics)
          </a>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        <nav aria-label="Months" className="flex items-center justify-between gap-3">
          {links.previous ? (
            <Link to={monthPath(links.previous)} className="btn-secondary px-4" preventScrollReset>
              <span aria-hidden="true">←</span> {monthLabel(links.previous)}
            </Link>
          ) : (
            <span />
          )}
          {links.next ? (
            <Link to={monthPath(links.next)} className="btn-secondary px-4" preventScrollReset>
              {monthLabel(links.next)} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </nav>

        <ul aria-label="Key" className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-4 rounded border border-line bg-white" /> Open
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-4 rounded bg-brand-700" /> Booked by a guest
          </li>
          <li className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-4 rounded border border-muted/40 bg-surface [background-image:repeating-linear-gradient(135deg,transparent_0_3px,rgb(86_97_115/0.35)_3px_5px)]"
            />{" "}
            Blocked by you
          </li>
          <li>
            <span aria-hidden="true" className="font-bold text-ink">
              *
            </span>{" "}
            A price you set
          </li>
          <li>Prices per night in {calendar.currency}</li>
        </ul>

        <div className="mt-5 grid gap-6 lg:grid-cols-2">
          {months.map((shown, index) => (
            <CalendarMonthTable
              key={shown.month}
              month={shown}
              today={today}
              formatPrice={formatPrice}
              selection={selection}
              onPick={enhanced ? pick : undefined}
              // A phone shows one month; the next is one link away.
              className={index > 0 ? "hidden lg:table" : ""}
            />
          ))}
        </div>

        <section aria-labelledby="change-nights" className="mt-8 rounded-3xl border border-line p-5 sm:p-8">
          <h2 id="change-nights" className="text-xl font-semibold">
            Change nights
          </h2>
          <p className="mt-1 text-sm text-muted">
            {enhanced
              ? "Click the first and the last night in the calendar, or type the dates."
              : "Type the first and the last night."}{" "}
            Booked nights stay booked; prices you set apply to new bookings.
          </p>
          <Form method="post" noValidate className="mt-5 grid gap-5" preventScrollReset>
            {result?.done ? (
              <p role="status" className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
                {result.done}
              </p>
            ) : null}
            {actionData?.formError ? (
              <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
                {actionData.formError}
              </p>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="calendar-from" label="First night" error={errors.from}>
                <input
                  {...input("from")}
                  type="date"
                  min={today}
                  max={addDays(today, CHANGE_HORIZON_DAYS - 1)}
                  value={selection.from}
                  onChange={(event) => setSelection((current) => ({ ...current, from: event.target.value }))}
                />
              </FormField>
              <FormField id="calendar-to" label="Last night" error={errors.to}>
                <input
                  {...input("to")}
                  type="date"
                  min={selection.from || today}
                  max={addDays(today, CHANGE_HORIZON_DAYS - 1)}
                  value={selection.to}
                  onChange={(event) => setSelection((current) => ({ ...current, to: event.target.value }))}
                />
              </FormField>
            </div>
            <p aria-live="polite" className="text-sm text-muted">
              {nights ? `${nights === 1 ? "1 night" : `${nights} nights`} chosen.` : ""}
            </p>
            <fieldset>
              <legend className="field-label">What to do</legend>
              <div className="mt-1 grid gap-2 sm:grid-cols-2">
                {Object.entries(CALENDAR_ACTIONS).map(([value, label]) => (
                  <label
                    key={value}
                    className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input type="radio" name="action" value={value} defaultChecked={sent.action === value} />
                    {label}
                  </label>
                ))}
              </div>
              {errors.action ? <p className="mt-1 text-sm font-medium text-danger">{errors.action}</p> : null}
            </fieldset>
            <FormField
              id="calendar-price"
              label={`Nightly price (${calendar.currency})`}
              hint="For “Set a nightly price”."
              error={errors.price}
            >
              <input
                {...input("price")}
                {...fieldAria("calendar-price", errors.price, "For “Set a nightly price”.")}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={sent.price}
                className="field-input sm:max-w-48"
              />
            </FormField>
            <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
              {busy ? "Saving…" : "Apply to these nights"}
            </button>
          </Form>
        </section>
      </div>
    </>
  );
}
