import { Form, Link } from "react-router";
import type { Choice } from "~/components/owner/listing-step-fields";
import { formatMoney } from "~/lib/money";
import {
  CANCELLATION_LABELS,
  type ListingDraft,
  type ListingStep,
  STEP_TITLES,
  type StepValues,
  pictureAlt,
} from "~/lib/owner/listing-steps";
import { Picture } from "~/components/picture";

const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? "" : "s"}`;

function Section({ step, children }: { step: ListingStep; children: React.ReactNode }) {
  return (
    <section className="border-b border-line py-4 last:border-0" aria-labelledby={`review-${step}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={`review-${step}`} className="font-semibold">
          {STEP_TITLES[step]}
        </h3>
        <Link to={`?step=${step}`} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Edit<span className="sr-only"> {STEP_TITLES[step].toLowerCase()}</span>
        </Link>
      </div>
      <div className="mt-2 text-sm text-muted">{children}</div>
    </section>
  );
}

/** Everything the owner entered, step by step, before it goes live. */
export function ListingReview({
  steps,
  categories,
  destinations,
  apiOrigin,
  busy,
}: {
  steps: ListingDraft;
  categories: Choice[];
  destinations: Choice[];
  apiOrigin: string;
  busy: boolean;
}) {
  const listing = steps as StepValues;
  const category = categories.find((choice) => choice.value === String(listing.basics.category_id))?.label;
  const destination =
    destinations.find((choice) => choice.value === listing.location.destination_slug)?.label ??
    listing.location.destination_slug;
  return (
    <div className="rounded-3xl border border-line p-5 sm:p-8">
      <h2 className="text-xl font-semibold">Check your listing</h2>
      <Section step="basics">
        <p className="font-medium text-ink">{listing.basics.title}</p>
        <p>{category}</p>
        <p className="mt-1">{listing.basics.summary}</p>
      </Section>
      <Section step="location">
        <p>
          {listing.location.address}, {listing.location.postal_code}
        </p>
        <p>{destination}</p>
      </Section>
      <Section step="capacity">
        <p>
          {[
            count(listing.capacity.max_guests, "guest"),
            count(listing.capacity.bedrooms, "bedroom"),
            count(listing.capacity.beds, "bed"),
            count(listing.capacity.bathrooms, "bathroom"),
          ].join(" · ")}
        </p>
      </Section>
      <Section step="amenities">
        <p>{listing.amenities.amenities.join(", ")}</p>
      </Section>
      <Section step="pictures">
        <ul className="mt-1 flex gap-2 overflow-x-auto">
          {listing.pictures.pictures.map((picture, index) => (
            <li key={picture.id} className="shrink-0">
              <Picture
                src={`${apiOrigin}${picture.url}`}
                alt={pictureAlt(index, listing.pictures.pictures.length)}
                width={112}
                height={80}
                sizes="112px"
                className="h-20 w-28 rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section step="rules">
        <p>
          Check-in from {listing.rules.check_in_time}, check-out by {listing.rules.check_out_time}
        </p>
        <p>{CANCELLATION_LABELS[listing.rules.cancellation_policy]}</p>
      </Section>
      <Section step="prices">
        <p>
          {formatMoney(listing.prices.nightly_price, listing.prices.currency)} a night · cleaning{" "}
          {formatMoney(listing.prices.cleaning_fee, listing.prices.currency)}
        </p>
      </Section>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="discard" />
          <button type="submit" className="btn-secondary" disabled={busy}>
            Discard draft
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="publish" />
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Publishing…" : "Publish my property"}
          </button>
        </Form>
      </div>
    </div>
  );
}
