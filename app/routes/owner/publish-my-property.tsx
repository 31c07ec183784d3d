import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/publish-my-property";
import { getListingDraft } from "~/api/owner.server";
import { listCategories } from "~/api/properties.server";
import { ListingReview } from "~/components/owner/listing-review";
import { ListingStepFields } from "~/components/owner/listing-step-fields";
import { OwnerNav } from "~/components/owner/owner-nav";
import { VendorGate } from "~/components/owner/vendor-gate";
import { PageHeader } from "~/components/page-header";
import { getEnv } from "~/env.server";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import {
  LISTING_STEPS,
  type ListingDraft,
  type ListingStep,
  STEP_TITLES,
  firstOpenStep,
  isListingStep,
  previousStep,
} from "~/lib/owner/listing-steps";
import { apiContext } from "~/request-context";
import { destinationChoices } from "./owner-data.server";
import { gateOrThrow, hasSession } from "~/session/vendor-access.server";
import {
  type ListingActionData,
  type Picture,
  listingAction,
  resumedStepValues,
  savedStepValues,
} from "./publish-my-property-action.server";
import { routeHeaders } from "~/lib/cache-policy";
import { LISTING_DRAFT } from "~/lib/resumable-forms";
import { draftFor, resumeDraft } from "~/session/form-resume.server";
import { ResumedDraftNotice, SignedInMark } from "~/components/resumed-draft-notice";
import { PageLink } from "~/components/page-link";
import { DefaultSubmit } from "~/components/default-submit";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

/** Uploads of up to 12 pictures of 5 MB, plus the form: anything larger is refused unread. */
const MAX_BODY_BYTES = 62_000_000;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  if (!hasSession(context)) return data({ gate: "visitor" as const });
  const api = context.get(apiContext);
  const [draft, categories, destinations, typed] = await Promise.all([
    getListingDraft(api),
    listCategories(api),
    destinationChoices(api),
    resumeDraft({ request, url, context }, LISTING_DRAFT),
  ]);
  if (!draft.success) return data({ gate: gateOrThrow(context, draft, "Your listing") });
  const published = Number(url.searchParams.get("published"));
  const steps = draft.data.steps as ListingDraft;
  const open = firstOpenStep(steps);
  const requested = url.searchParams.get("step");
  // Steps open in order: a saved step or the first unsaved one; review once all are saved.
  const reachable = (step: string | null): step is ListingStep | "review" =>
    step === "review"
      ? open === null
      : isListingStep(step) && (open === null || LISTING_STEPS.indexOf(step) <= LISTING_STEPS.indexOf(open));
  const step: ListingStep | "review" = reachable(requested) ? requested : (open ?? "review");
  // What was typed before the session ended, only on the step it was typed in.
  const resumed = step === "review" ? null : draftFor(typed, "step", step);
  return data({
    gate: null,
    published: Number.isInteger(published) && published > 0 ? published : null,
    step,
    steps,
    open,
    resumed: resumed !== null,
    values: step === "review" ? {} : resumed ? resumedStepValues(resumed, step) : savedStepValues(steps[step], step),
    pictures: ((steps.pictures?.pictures ?? []) as Picture[]).map(({ id, url }) => ({ id, url })),
    categories: categories.success
      ? categories.data.entities.map((category) => ({ value: String(category.id), label: category.name }))
      : [],
    destinations,
    apiOrigin: new URL(getEnv().API_BASE_URL).origin,
  });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) {
    return data<ListingActionData>(
      {
        step: "pictures",
        values: {},
        fieldErrors: { files: "These pictures are too large together. Add fewer at a time." },
        formError: null,
      },
      { status: 413 },
    );
  }
  return listingAction(request, url, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Publish my property",
    description: "List your holiday home with us and reach travellers looking for a place like yours.",
  });

const GATE_FEATURES = [
  "Describe your home step by step: the basics, location, rooms, amenities, pictures, house rules and prices.",
  "Your progress is saved after every step, so you can stop and come back on any device.",
  "Listing is free; you pay a commission only on confirmed bookings.",
  "Once published, set seasonal prices, arrival details and your channel manager.",
];

function StepNav({ current, open }: { current: ListingStep | "review"; open: ListingStep | null }) {
  const limit = open === null ? LISTING_STEPS.length : LISTING_STEPS.indexOf(open);
  return (
    <nav aria-label="Listing steps" className="mb-6">
      <ol className="flex flex-wrap gap-2 text-sm">
        {[...LISTING_STEPS, "review" as const].map((step, index) => {
          const label = step === "review" ? "Review" : STEP_TITLES[step];
          const reachable = step === "review" ? open === null : index <= limit;
          const done = step !== "review" && index < limit;
          const isCurrent = step === current;
          const className = `inline-flex min-h-10 items-center gap-2 rounded-full border px-3 ${isCurrent ? "border-brand-700 bg-brand-700 text-white" : done ? "border-brand-200 bg-brand-50 text-brand-800" : "border-line text-muted"}`;
          const content = (
            <>
              <span aria-hidden="true" className="font-semibold">
                {index + 1}
              </span>{" "}
              {label}
              {done && !isCurrent ? <span className="sr-only"> (saved)</span> : null}
            </>
          );
          return (
            <li key={step}>
              {reachable && !isCurrent ? (
                <Link to={`?step=${step}`} className={className}>
                  {content}
                </Link>
              ) : (
                <span className={className} aria-current={isCurrent ? "step" : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export default function PublishMyPropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.gate) {
    return (
      <>
        <PageHeader
          eyebrow="For owners"
          title="Publish your property"
          intro="Reach travellers looking for a place like yours. Listing is free; you only pay a commission on bookings."
        />
        <VendorGate
          reason={loaderData.gate}
          purpose="List your home in about fifteen minutes"
          features={GATE_FEATURES}
        />
      </>
    );
  }
  const { step, open } = loaderData;
  const busy = navigation.state === "submitting";
  if (loaderData.published) {
    return (
      <>
        <OwnerNav current="/publish-my-property" propertyId={loaderData.published} />
        <PageHeader
          eyebrow="For owners"
          title="Your property is live"
          intro="Travellers can find and book it now. A few more things make it shine."
        />
        <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
          <p role="status" className="rounded-2xl bg-brand-50 px-5 py-4 text-brand-800">
            Published. It appears in search for its destination from now on.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <PageLink to={`/properties/${loaderData.published}`} className="btn-primary">
              See your listing
            </PageLink>
            <PageLink to="/publish-my-property" className="btn-secondary">
              List another property
            </PageLink>
          </div>
        </div>
      </>
    );
  }
  const kept = actionData && "step" in actionData && actionData.step === step ? actionData : null;
  const errors = kept?.fieldErrors ?? {};
  const values = kept && step !== "pictures" && Object.keys(kept.values).length > 0 ? kept.values : loaderData.values;
  const pictures = kept?.pictures ?? loaderData.pictures;
  const formError = actionData?.formError ?? null;
  const back = step === "review" ? LISTING_STEPS.at(-1)! : previousStep(step);
  const saveLabel = step === "prices" ? "Save and review" : "Save and continue";
  return (
    <>
      <OwnerNav current="/publish-my-property" />
      <PageHeader
        eyebrow="For owners"
        title="Publish your property"
        intro="Seven short steps. Each one is saved as you go."
      />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <StepNav current={step} open={open} />
        {loaderData.resumed && !actionData ? <ResumedDraftNotice form={LISTING_DRAFT} className="mb-4" /> : null}
        {formError ? (
          <p role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {formError}
          </p>
        ) : null}
        {step === "review" ? (
          <ListingReview
            steps={loaderData.steps}
            categories={loaderData.categories}
            destinations={loaderData.destinations}
            apiOrigin={loaderData.apiOrigin}
            busy={busy}
          />
        ) : (
          <Form
            method="post"
            encType={step === "pictures" ? "multipart/form-data" : undefined}
            className="grid gap-5 rounded-3xl border border-line p-5 sm:p-8"
            noValidate
          >
            <h2 className="text-xl font-semibold">
              Step {LISTING_STEPS.indexOf(step) + 1} of {LISTING_STEPS.length}: {STEP_TITLES[step]}
            </h2>
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="step" value={step} />
            <SignedInMark />
            <DefaultSubmit disabled={busy}>{saveLabel}</DefaultSubmit>
            <ListingStepFields
              step={step}
              values={values}
              errors={errors}
              categories={loaderData.categories}
              destinations={loaderData.destinations}
              pictures={pictures}
              apiOrigin={loaderData.apiOrigin}
              places={kept?.places}
            />
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
              {back ? (
                <Link to={`?step=${back}`} className="btn-secondary">
                  Back
                </Link>
              ) : (
                <span />
              )}
              <button type="submit" className="btn-primary" disabled={busy}>
                {busy ? "Saving…" : saveLabel}
              </button>
            </div>
          </Form>
        )}
      </div>
    </>
  );
}
