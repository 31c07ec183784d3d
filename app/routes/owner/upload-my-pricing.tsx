import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/upload-my-pricing";
import { getPricing } from "~/api/owner.server";
import { FormField, fieldAria } from "~/components/form-field";
import { MoneyInput } from "~/components/money-input";
import { OwnerNav } from "~/components/owner/owner-nav";
import { PropertyPicker } from "~/components/owner/property-picker";
import { RateList } from "~/components/owner/rate-list";
import { VendorGate } from "~/components/owner/vendor-gate";
import { PageHeader } from "~/components/page-header";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { today } from "~/lib/clock";
import { CSV_COLUMNS, MAX_CSV_BYTES, csvTemplate, nextSummerYear } from "~/lib/owner/pricing-csv";
import { apiContext } from "~/request-context";
import { loadOwnerProperties } from "./owner-data.server";
import { type PricingActionData, pricingAction } from "./upload-my-pricing-action.server";
import { routeHeaders } from "~/lib/cache-policy";
import { PRICING_DRAFT } from "~/lib/resumable-forms";
import { draftFor, resumeDraft } from "~/session/form-resume.server";
import { ResumedDraftNotice, SignedInMark } from "~/components/resumed-draft-notice";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const owner = await loadOwnerProperties(context, url);
  // Today, for the example dates of the CSV hint and template.
  if (owner.gate || owner.selected === null)
    return data({ ...owner, pricing: null, pricingError: null, today: today(), draft: null });
  const [pricing, draft] = await Promise.all([
    getPricing(context.get(apiContext), owner.selected),
    resumeDraft({ request, url, context }, PRICING_DRAFT),
  ]);
  return data({
    ...owner,
    /** What was typed before the session ended, only on the page of the property it was typed for. */
    draft: draftFor(draft, "property", owner.selected),
    pricing: pricing.success ? pricing.data : null,
    pricingError: pricing.success
      ? null
      : "The pricing of this property could not be loaded right now. Please try again in a minute.",
    today: today(),
  });
}

export function action({ request, url, context }: Route.ActionArgs) {
  return pricingAction(request, url, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Upload my pricing",
    description: "Set nightly prices by season, minimum stays and fees for your property.",
    noindex: true,
  });

const GATE_FEATURES = [
  "Nightly prices for seasons or any date range, each with its own minimum stay.",
  "Cleaning and extra-guest fees, typed in your currency.",
  "Or upload a whole year at once as a CSV file: we check every row and show a preview before anything is saved.",
];

type Draft = Partial<Record<(typeof PRICING_DRAFT.fields)[number], string>>;

function Notice({ actionData, draft }: { actionData: PricingActionData | undefined; draft: Draft | null }) {
  if (!actionData && draft) return <ResumedDraftNotice form={PRICING_DRAFT} className="mb-4" />;
  if (actionData?.saved)
    return (
      <p role="status" className="mb-4 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
        {actionData.saved}
      </p>
    );
  if (actionData?.formError)
    return (
      <p role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
        {actionData.formError}
      </p>
    );
  return null;
}

export default function UploadMyPricingPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (loaderData.gate) {
    return (
      <>
        <PageHeader
          eyebrow="For owners"
          title="Upload my pricing"
          intro="Prices that follow the seasons, set in minutes."
        />
        <VendorGate
          reason={loaderData.gate}
          purpose="Set your prices by season or date range"
          features={GATE_FEATURES}
        />
      </>
    );
  }
  const result = actionData as PricingActionData | undefined;
  const { pricing } = loaderData;
  const currency = pricing?.currency ?? "EUR";
  const draft = result ? null : loaderData.draft;
  // What the owner typed: the form just sent back, or the draft kept when their session ended.
  const kept = (intent: PricingActionData["intent"]): Pick<PricingActionData, "values" | "fieldErrors"> | undefined =>
    result?.intent === intent && !result.saved
      ? result
      : draft?.intent === intent
        ? { values: { ...draft }, fieldErrors: {} }
        : undefined;
  const fees = kept("fees");
  const rate = kept("add-rate");
  const csv = result?.intent === "preview-csv" || result?.intent === "save-csv" ? result : undefined;
  const feeValue = (name: "cleaning_fee" | "extra_guest_fee") =>
    fees?.values[name] !== undefined && fees.values[name] !== "" && Number.isFinite(Number(fees.values[name]))
      ? Number(fees.values[name])
      : (pricing?.[name] ?? null);
  const propertyField = <input type="hidden" name="property" value={loaderData.selected ?? ""} />;
  const input = (prefix: string, name: string, errors: Record<string, string | undefined> = {}) => ({
    id: `${prefix}-${name}`,
    name,
    className: "field-input",
    ...fieldAria(`${prefix}-${name}`, errors[name]),
  });
  return (
    <>
      <OwnerNav current="/upload-my-pricing" propertyId={loaderData.selected} />
      <PageHeader
        eyebrow="For owners"
        title="Upload my pricing"
        intro="Nightly prices by season or date range, minimum stays and fees. Prices outside your ranges use the nightly price of the listing."
      />
      <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <PropertyPicker properties={loaderData.properties} selected={loaderData.selected} />
        {loaderData.pricingError ? (
          <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger">
            {loaderData.pricingError}
          </p>
        ) : null}
        {pricing ? (
          <div className="mt-8 grid gap-8">
            <Notice actionData={result} draft={draft} />
            <section aria-labelledby="rates-title" className="rounded-3xl border border-line p-5 sm:p-8">
              <h2 id="rates-title" className="text-xl font-semibold">
                Rates
              </h2>
              <p className="mt-1 text-sm text-muted">
                Base price {formatMoney(pricing.nightly_price, currency)} a night outside these ranges.
              </p>
              {pricing.rates.length === 0 ? (
                <p className="mt-4 text-sm">No seasonal rates yet.</p>
              ) : (
                <div className="mt-4">
                  <RateList
                    rates={pricing.rates}
                    currency={currency}
                    label="Rates by date range"
                    action={(each) => (
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove-rate" />
                        {propertyField}
                        <input type="hidden" name="start_date" value={each.start_date} />
                        <button
                          type="submit"
                          className="inline-flex min-h-10 items-center text-sm font-semibold text-danger underline-offset-4 hover:underline"
                          disabled={busy}
                        >
                          Remove
                          <span className="sr-only"> the rate from {each.start_date}</span>
                        </button>
                      </Form>
                    )}
                  />
                </div>
              )}
              <Form method="post" className="mt-6 grid gap-4 border-t border-line pt-6" noValidate>
                <h3 className="font-semibold">Add a rate</h3>
                <input type="hidden" name="intent" value="add-rate" />
                {propertyField}
                <SignedInMark />
                <div className="grid gap-4 sm:grid-cols-4">
                  <FormField id="rate-start_date" label="First night" error={rate?.fieldErrors.start_date}>
                    <input
                      {...input("rate", "start_date", rate?.fieldErrors)}
                      type="date"
                      defaultValue={rate?.values.start_date}
                    />
                  </FormField>
                  <FormField id="rate-end_date" label="Last night" error={rate?.fieldErrors.end_date}>
                    <input
                      {...input("rate", "end_date", rate?.fieldErrors)}
                      type="date"
                      defaultValue={rate?.values.end_date}
                    />
                  </FormField>
                  <FormField
                    id="rate-nightly_price"
                    label={`A night (${currency})`}
                    error={rate?.fieldErrors.nightly_price}
                  >
                    <MoneyInput
                      {...input("rate", "nightly_price", rate?.fieldErrors)}
                      allowNegative={false}
                      defaultValue={
                        rate?.values.nightly_price && Number.isFinite(Number(rate.values.nightly_price))
                          ? Number(rate.values.nightly_price)
                          : null
                      }
                    />
                  </FormField>
                  <FormField id="rate-minimum_stay" label="Minimum stay" error={rate?.fieldErrors.minimum_stay}>
                    <input
                      {...input("rate", "minimum_stay", rate?.fieldErrors)}
                      type="number"
                      min={1}
                      max={90}
                      inputMode="numeric"
                      defaultValue={rate?.values.minimum_stay ?? "2"}
                    />
                  </FormField>
                </div>
                <p className="text-xs text-muted">A new rate replaces the existing rates on the same dates.</p>
                <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
                  Add rate
                </button>
              </Form>
            </section>

            <section aria-labelledby="csv-title" className="rounded-3xl border border-line p-5 sm:p-8">
              <h2 id="csv-title" className="text-xl font-semibold">
                Upload a CSV file
              </h2>
              <p className="mt-1 text-sm text-muted">
                One rate a line with the columns{" "}
                <code className="rounded bg-surface px-1 break-all">{CSV_COLUMNS.join(",")}</code>; dates like{" "}
                {nextSummerYear(loaderData.today)}-07-01, prices like 185.50. Up to {MAX_CSV_BYTES / 1000} KB.{" "}
                <a
                  href={`data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate(loaderData.today))}`}
                  download="pricing-template.csv"
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  Download a template
                </a>
              </p>
              <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-3" noValidate>
                <input type="hidden" name="intent" value="preview-csv" />
                {propertyField}
                <SignedInMark />
                <FormField id="csv-file" label="Pricing file" error={csv?.fileError ?? undefined}>
                  <input
                    id="csv-file"
                    name="csv_file"
                    type="file"
                    accept=".csv,text/csv"
                    className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
                    {...fieldAria("csv-file", csv?.fileError ?? undefined)}
                  />
                </FormField>
                <button type="submit" className="btn-secondary justify-self-start" disabled={busy}>
                  Check the file
                </button>
              </Form>
              {csv?.rowErrors && csv.rowErrors.length > 0 ? (
                <div role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger">
                  <p className="font-semibold">Nothing was saved. Fix these lines and upload the file again:</p>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {csv.rowErrors.map((error) => (
                      <li key={`${error.line}-${error.message}`}>{error.message}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {csv?.preview ? (
                <div className="mt-6">
                  <h3 className="font-semibold" id="preview-title">
                    Preview of {csv.preview.fileName}: {csv.preview.rates.length} rates
                  </h3>
                  <div className="mt-2 max-h-80 overflow-y-auto">
                    <RateList
                      rates={csv.preview.rates}
                      currency={currency}
                      label={`Rates in ${csv.preview.fileName}`}
                    />
                  </div>
                  <Form method="post" className="mt-4 flex flex-wrap gap-3">
                    <input type="hidden" name="intent" value="save-csv" />
                    {propertyField}
                    <SignedInMark />
                    <input type="hidden" name="csv" value={csv.preview.csv} />
                    <button type="submit" className="btn-primary" disabled={busy}>
                      Save these {csv.preview.rates.length} rates
                    </button>
                    <Link to={`?property=${loaderData.selected}`} className="btn-secondary">
                      Cancel
                    </Link>
                  </Form>
                </div>
              ) : null}
            </section>

            <section aria-labelledby="fees-title" className="rounded-3xl border border-line p-5 sm:p-8">
              <h2 id="fees-title" className="text-xl font-semibold">
                Fees and minimum stay
              </h2>
              <Form method="post" className="mt-4 grid gap-4" noValidate>
                <input type="hidden" name="intent" value="fees" />
                {propertyField}
                <SignedInMark />
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField
                    id="fees-cleaning_fee"
                    label={`Cleaning fee a stay (${currency})`}
                    error={fees?.fieldErrors.cleaning_fee}
                  >
                    <MoneyInput
                      {...input("fees", "cleaning_fee", fees?.fieldErrors)}
                      allowNegative={false}
                      defaultValue={feeValue("cleaning_fee")}
                    />
                  </FormField>
                  <FormField
                    id="fees-minimum_stay"
                    label="Default minimum stay (nights)"
                    error={fees?.fieldErrors.minimum_stay}
                  >
                    <input
                      {...input("fees", "minimum_stay", fees?.fieldErrors)}
                      type="number"
                      min={1}
                      max={90}
                      inputMode="numeric"
                      defaultValue={fees?.values.minimum_stay ?? String(pricing.minimum_stay)}
                    />
                  </FormField>
                  <FormField
                    id="fees-extra_guest_fee"
                    label={`Extra-guest fee a night (${currency})`}
                    error={fees?.fieldErrors.extra_guest_fee}
                  >
                    <MoneyInput
                      {...input("fees", "extra_guest_fee", fees?.fieldErrors)}
                      allowNegative={false}
                      defaultValue={feeValue("extra_guest_fee")}
                    />
                  </FormField>
                  <FormField
                    id="fees-extra_guest_from"
                    label="Extra-guest fee from guest number"
                    error={fees?.fieldErrors.extra_guest_from}
                  >
                    <input
                      {...input("fees", "extra_guest_from", fees?.fieldErrors)}
                      type="number"
                      min={1}
                      max={30}
                      inputMode="numeric"
                      defaultValue={fees?.values.extra_guest_from ?? String(pricing.extra_guest_from)}
                    />
                  </FormField>
                </div>
                <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
                  Save fees
                </button>
              </Form>
            </section>
          </div>
        ) : null}
      </div>
    </>
  );
}
