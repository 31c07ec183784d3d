import { Form, data, useNavigation } from "react-router";
import type { Route } from "./+types/owner-listings";
import { listOwnerListings } from "~/api/owner-listings.server";
import type { ListingDraftSummary, OwnerListing } from "~/api/schemas";
import { OwnerLine } from "~/components/owner/owner-line";
import { OwnerNav } from "~/components/owner/owner-nav";
import { VendorGate } from "~/components/owner/vendor-gate";
import { PageHeader } from "~/components/page-header";
import { PageLink } from "~/components/page-link";
import { PaginationNav } from "~/components/pagination-nav";
import { Picture } from "~/components/picture";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { routeHeaders } from "~/lib/cache-policy";
import { formatStayDates } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { pageMeta } from "~/lib/meta";
import { today } from "~/lib/clock";
import { apiContext } from "~/request-context";
import { gateOrThrow, hasSession, requireVendorSession } from "~/session/vendor-access.server";
import { changeListingStatus } from "./owner-listing-status.server";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

const PER_PAGE = 20;

export async function loader({ url, context }: Route.LoaderArgs) {
  if (!hasSession(context)) return data({ gate: "visitor" as const });
  const requested = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const result = await listOwnerListings(context.get(apiContext), { page, perPage: PER_PAGE });
  if (!result.success) return data({ gate: gateOrThrow(context, result, "Your listings") });
  return data({
    gate: null,
    listings: result.data.entities,
    pagination: result.data.pagination,
    draft: result.data.draft,
    today: today(),
  });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  requireVendorSession(context, url);
  return changeListingStatus(context, form, Number(form.get("property")));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Your listings",
    description: "Every property you list: its status, price and next booking.",
    noindex: true,
  });

const GATE_FEATURES = [
  "Every property you list, with its status, nightly price and next booking.",
  "Edit any step of a listing: text, location, rooms, amenities, pictures, rules and prices.",
  "Pause a property to take it out of search, and unpause it when you are ready.",
];

const STATUS_BADGE: Record<OwnerListing["status"], { label: string; className: string }> = {
  published: { label: "Published", className: "bg-brand-50 text-brand-800" },
  paused: { label: "Paused", className: "bg-amber-100 text-amber-900" },
};

function NextBooking({ booking, today }: { booking: OwnerListing["next_booking"]; today: string }) {
  if (!booking) return <>No upcoming bookings</>;
  const dates = formatStayDates(booking.check_in, booking.check_out);
  const who = booking.guest_name ? `, ${booking.guest_name}` : "";
  return booking.check_in <= today ? (
    <>
      Guests staying now: {dates}
      {who}
    </>
  ) : (
    <>
      Next booking: {dates}
      {who}
    </>
  );
}

function DraftCard({ draft }: { draft: ListingDraftSummary }) {
  return (
    <li className="rounded-3xl border border-dashed border-line p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-surface px-2.5 py-0.5 text-sm font-semibold text-muted">Draft</span>
        <h2 className="text-lg font-semibold">{draft.title ?? "A new listing"}</h2>
      </div>
      <p className="mt-1 text-sm text-muted">
        {draft.saved_steps.length} of {draft.step_count} steps saved in the publish wizard. Guests see it once you
        publish it.
      </p>
      <PageLink to="/publish-my-property" className="btn-secondary mt-3">
        Continue the draft
      </PageLink>
    </li>
  );
}

function ListingRow({ listing, today, busy }: { listing: OwnerListing; today: string; busy: boolean }) {
  const badge = STATUS_BADGE[listing.status];
  const paused = listing.status === "paused";
  return (
    <li className="grid grid-cols-[88px_1fr] gap-x-4 gap-y-3 rounded-3xl border border-line p-4 sm:grid-cols-[160px_1fr] sm:p-5">
      <div className="aspect-[4/3] overflow-hidden rounded-xl bg-surface sm:row-span-2 sm:rounded-2xl">
        {listing.picture ? (
          <Picture
            src={listing.picture.url}
            alt=""
            width={320}
            height={240}
            sizes="(min-width: 640px) 160px, 88px"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold break-words">{listing.title}</h2>
          <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${badge.className}`}>{badge.label}</span>
        </div>
        <p className="text-sm text-muted">
          {listing.destination.name}, {listing.destination.country}
        </p>
        {listing.owner_name ? <OwnerLine name={listing.owner_name} /> : null}
        <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="sr-only">Nightly price</dt>
            <dd>
              <span className="font-semibold">{formatMoney(listing.nightly_price, listing.currency)}</span> a night
            </dd>
          </div>
          <div>
            <dt className="sr-only">Bookings</dt>
            <dd>
              <NextBooking booking={listing.next_booking} today={today} />
            </dd>
          </div>
        </dl>
        {paused ? <p className="mt-2 text-sm text-muted">Hidden from guests: not in search and not bookable.</p> : null}
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1 sm:col-start-2">
        <PageLink to={`/owner/listings/${listing.id}`} className="btn-primary" aria-label={`Edit ${listing.title}`}>
          Edit
        </PageLink>
        <PageLink
          to={`/owner/calendar/${listing.id}`}
          className="btn-secondary"
          aria-label={`Calendar of ${listing.title}`}
        >
          Calendar
        </PageLink>
        {paused ? null : (
          <PageLink
            to={`/properties/${listing.id}/${listing.slug}`}
            className="btn-secondary"
            aria-label={`Public page of ${listing.title}`}
          >
            Public page
          </PageLink>
        )}
        <Form method="post">
          <input type="hidden" name="property" value={listing.id} />
          <button
            type="submit"
            name="intent"
            value={paused ? "unpause" : "pause"}
            className="btn-secondary"
            disabled={busy}
            aria-label={`${paused ? "Unpause" : "Pause"} ${listing.title}`}
          >
            {paused ? "Unpause" : "Pause"}
          </button>
        </Form>
      </div>
    </li>
  );
}

export default function OwnerListingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.gate) {
    return (
      <>
        <PageHeader eyebrow="For owners" title="Your listings" intro="Every property you list, in one place." />
        <VendorGate reason={loaderData.gate} purpose="See and change your listings" features={GATE_FEATURES} />
      </>
    );
  }
  const { listings, pagination, draft } = loaderData;
  const message = actionData && "message" in actionData ? actionData.message : null;
  const formError = actionData?.formError ?? null;
  const empty = listings.length === 0 && !draft;
  return (
    <>
      <OwnerNav current="/owner/listings" />
      <PageHeader
        eyebrow="For owners"
        title="Your listings"
        intro={`${pagination.total} ${pagination.total === 1 ? "property" : "properties"}: status, price and next booking. Open one to change any step of it.`}
      />
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        {message ? (
          <p role="status" className="mb-4 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
            {message}
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {formError}
          </p>
        ) : null}
        {empty ? (
          <div className="rounded-3xl border border-line p-6">
            <p className="font-semibold">You have no listings yet.</p>
            <PageLink to="/publish-my-property" className="btn-primary mt-3">
              Publish a property
            </PageLink>
          </div>
        ) : (
          <ul className="grid gap-4">
            {draft && pagination.current_page === 1 ? <DraftCard draft={draft} /> : null}
            {listings.map((listing) => (
              <ListingRow
                key={listing.id}
                listing={listing}
                today={loaderData.today}
                busy={navigation.state === "submitting"}
              />
            ))}
          </ul>
        )}
        <PaginationNav page={pagination.current_page} lastPage={pagination.last_page} label="Listing pages" />
      </div>
    </>
  );
}
