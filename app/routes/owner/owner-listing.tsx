import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/owner-listing";
import { getOwnerListing } from "~/api/owner-listings.server";
import { listCategories } from "~/api/properties.server";
import { ListingStepFields } from "~/components/owner/listing-step-fields";
import { OwnerNav } from "~/components/owner/owner-nav";
import { VendorGate } from "~/components/owner/vendor-gate";
import { PageHeader } from "~/components/page-header";
import { PageLink } from "~/components/page-link";
import { DefaultSubmit } from "~/components/default-submit";
import { getEnv } from "~/env.server";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { routeHeaders } from "~/lib/cache-policy";
import { pageError } from "~/lib/http-errors";
import { pageMeta } from "~/lib/meta";
import { LISTING_STEPS, type ListingStep, STEP_TITLES, isListingStep } from "~/lib/owner/listing-steps";
import { apiContext } from "~/request-context";
import { destinationChoices } from "./owner-data.server";
import { gateOrThrow, hasSession } from "~/session/vendor-access.server";
import { ownerListingAction } from "./owner-listing-action.server";
import { type Picture, resumedStepValues, savedStepValues } from "./publish-my-property-action.server";
import { LISTING_DRAFT } from "~/lib/resumable-forms";
import { draftFor, resumeDraft } from "~/session/form-resume.server";
import { ResumedDraftNotice, SignedInMark } from "~/components/resumed-draft-notice";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

/** Uploads of up to 12 pictures of 5 MB, plus the form, as on the publish wizard. */
const MAX_BODY_BYTES = 62_000_000;

function propertyIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw pageError(404, "Property not found");
  return id;
}

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  if (!hasSession(context)) return data({ gate: "visitor" as const });
  const id = propertyIdOf(params.id);
  const api = context.get(apiContext);
  const [listing, categories, destinations, typed] = await Promise.all([
    getOwnerListing(api, id),
    listCategories(api),
    destinationChoices(api),
    // The draft is kept for this page's address (this property), so no other listing reads it.
    resumeDraft({ request, url, context }, LISTING_DRAFT),
  ]);
  if (!listing.success) {
    if (listing.status === 404) throw pageError(404, "Property not found");
    return data({ gate: gateOrThrow(context, listing, "Your listing") });
  }
  const requested = url.searchParams.get("step");
  const step: ListingStep = isListingStep(requested) ? requested : "basics";
  const { steps } = listing.data;
  // What was typed before the session ended, only on the step it was typed in.
  const resumed = draftFor(typed, "step", step);
  return data({
    gate: null,
    id,
    slug: listing.data.slug,
    status: listing.data.status,
    title: typeof steps.basics?.title === "string" ? steps.basics.title : "Your listing",
    step,
    saved: url.searchParams.get("saved") === "1",
    resumed: resumed !== null,
    values: resumed ? resumedStepValues(resumed, step) : savedStepValues(steps[step], step),
    pictures: ((steps.pictures?.pictures ?? []) as Picture[]).map(({ id: pictureId, url: pictureUrl }) => ({
      id: pictureId,
      url: pictureUrl,
    })),
    categories: categories.success
      ? categories.data.entities.map((category) => ({ value: String(category.id), label: category.name }))
      : [],
    destinations,
    apiOrigin: new URL(getEnv().API_BASE_URL).origin,
  });
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const id = propertyIdOf(params.id);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES)
    return data(
      {
        step: "pictures" as const,
        values: {},
        fieldErrors: { files: "These pictures are too large together. Add fewer at a time." },
        formError: null,
      },
      { status: 413 },
    );
  return ownerListingAction(request, url, context, id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData && !loaderData.gate ? `Edit ${loaderData.title}` : "Edit your listing",
    description: "Change any step of your listing: text, location, rooms, amenities, pictures, rules and prices.",
    noindex: true,
  });

const GATE_FEATURES = [
  "Change any step of your listing, checked as when you published it.",
  "Each step is saved on its own; guests see the change at once.",
  "Pause the listing to take it out of search, and unpause it when you are ready.",
];

function StepTabs({ id, current }: { id: number; current: ListingStep }) {
  return (
    <nav aria-label="Listing steps" className="mb-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {LISTING_STEPS.map((step, index) => {
          const isCurrent = step === current;
          return (
            <li key={step}>
              <PageLink
                to={`/owner/listings/${id}?step=${step}`}
                aria-current={isCurrent ? "step" : undefined}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-3 ${isCurrent ? "border-brand-700 bg-brand-700 text-white" : "border-line hover:border-brand-600"}`}
              >
                <span aria-hidden="true" className="font-semibold">
                  {index + 1}
                </span>{" "}
                {STEP_TITLES[step]}
              </PageLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export default function OwnerListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.gate) {
    return (
      <>
        <PageHeader eyebrow="For owners" title="Edit your listing" />
        <VendorGate reason={loaderData.gate} purpose="Keep your listing up to date" features={GATE_FEATURES} />
      </>
    );
  }
  const { id, step, status } = loaderData;
  const busy = navigation.state === "submitting";
  const kept = actionData && "step" in actionData && actionData.step === step ? actionData : null;
  const errors = kept?.fieldErrors ?? {};
  const values = kept && step !== "pictures" && Object.keys(kept.values).length > 0 ? kept.values : loaderData.values;
  const pictures = (kept && "pictures" in kept ? kept.pictures : undefined) ?? loaderData.pictures;
  const formError = actionData?.formError ?? null;
  const message = actionData && "message" in actionData ? actionData.message : null;
  const paused = status === "paused";
  return (
    <>
      <OwnerNav current="/owner/listings" propertyId={id} />
      <PageHeader
        eyebrow="Edit listing"
        title={loaderData.title}
        intro={
          paused
            ? "Paused: guests do not find it in search and cannot book it."
            : "Published: guests find it in search and can book it. Changes show as soon as you save a step."
        }
      >
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <PageLink to="/owner/listings" className="btn-secondary">
            All listings
          </PageLink>
          {paused ? null : (
            <PageLink to={`/properties/${id}/${loaderData.slug}`} className="btn-secondary">
              Public page
            </PageLink>
          )}
          <PageLink to={`/owner/calendar/${id}`} className="btn-secondary">
            Calendar
          </PageLink>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value={paused ? "unpause" : "pause"}
              className="btn-secondary"
              disabled={busy}
            >
              {paused ? "Unpause" : "Pause"}
            </button>
          </Form>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <StepTabs id={id} current={step} />
        {message ? (
          <p role="status" className="mb-4 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
            {message}
          </p>
        ) : loaderData.resumed && !actionData ? (
          <ResumedDraftNotice form={LISTING_DRAFT} className="mb-4" />
        ) : loaderData.saved && !actionData ? (
          <p role="status" className="mb-4 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
            Saved. {paused ? "Guests will see it once you unpause the listing." : "Guests see the change now."}
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {formError}
          </p>
        ) : null}
        <Form
          method="post"
          encType={step === "pictures" ? "multipart/form-data" : undefined}
          className="grid gap-5 rounded-3xl border border-line p-5 sm:p-8"
          noValidate
        >
          <h2 className="text-xl font-semibold">{STEP_TITLES[step]}</h2>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="step" value={step} />
          <SignedInMark />
          <DefaultSubmit disabled={busy}>Save changes</DefaultSubmit>
          <ListingStepFields
            step={step}
            values={values}
            errors={errors}
            categories={loaderData.categories}
            destinations={loaderData.destinations}
            pictures={pictures}
            apiOrigin={loaderData.apiOrigin}
            places={kept && "places" in kept ? kept.places : undefined}
          />
          <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line pt-5">
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Saving…" : "Save changes"}
            </button>
          </div>
        </Form>
      </div>
    </>
  );
}
