import { http } from "msw";
import { slugify } from "../random";
import { createSerializers } from "../serialize";
import { type ListingStatus, type PropertyRecord, type Store, type UserRecord, dayFromToday, statusOf } from "../store";
import { CANCELLATION_POLICIES, LISTING_STEPS } from "../validation/listing";
import { fail, ok, originOf, pageParams, paginate } from "./respond";
import { type StepUpdate, readJson, readStepUpdate } from "./vendor";
import { managedProperties, managing, ownerNameFor, requireVendor } from "./vendor-access";

const STATUSES: readonly ListingStatus[] = ["published", "paused"];

type PolicyName = keyof typeof CANCELLATION_POLICIES;
const policyNameOf = (words: string): PolicyName | undefined =>
  (Object.keys(CANCELLATION_POLICIES) as PolicyName[]).find((name) => CANCELLATION_POLICIES[name] === words);

/** A property's pictures as the pictures step holds them: uploads, or the seeded home's own. */
function picturesOf(property: PropertyRecord): { id: string; url: string }[] {
  return (
    property.pictures ??
    Array.from({ length: property.imageCount }, (_, index) => ({
      id: `seed-${property.id}-${index + 1}`,
      url: `/images/properties/${property.id}-${index + 1}.svg`,
    }))
  );
}

/**
 * A published property as the publish wizard's steps (the draft's shapes). What a seeded home never
 * recorded is left out (its address, a policy other than the wizard's three), so the owner fills it
 * in; a seeded home's beds are one for two guests.
 */
function stepsOf(property: PropertyRecord): Record<string, Record<string, unknown>> {
  const policy = policyNameOf(property.cancellationPolicy);
  return {
    basics: {
      title: property.title,
      category_id: property.categoryId,
      summary: property.summary,
      description: property.description,
    },
    location: {
      destination_slug: property.destinationSlug,
      ...(property.address ? { address: property.address.street, postal_code: property.address.postal_code } : {}),
      latitude: property.latitude,
      longitude: property.longitude,
    },
    capacity: {
      max_guests: property.maxGuests,
      bedrooms: property.bedrooms,
      beds: property.beds ?? Math.max(1, Math.ceil(property.maxGuests / 2)),
      bathrooms: property.bathrooms,
    },
    amenities: { amenities: property.amenities },
    pictures: { pictures: picturesOf(property) },
    rules: {
      check_in_time: property.checkInTime,
      check_out_time: property.checkOutTime,
      house_rules: property.houseRules.join("\n"),
      ...(policy ? { cancellation_policy: policy } : {}),
    },
    prices: { currency: property.currency, nightly_price: property.nightlyPrice, cleaning_fee: property.cleaningFee },
  };
}

/** The first stay not yet over (check-out after today): a booking made through the API or a seeded booked range. */
function nextBookingOf(store: Store, property: PropertyRecord) {
  const today = dayFromToday(store, 0);
  const made = store.bookings
    .filter(
      (booking) => booking.propertyId === property.id && booking.status === "confirmed" && booking.checkOut > today,
    )
    .map((booking) => ({
      check_in: booking.checkIn,
      check_out: booking.checkOut,
      guests: booking.guests,
      guest_name: `${booking.guest.first_name} ${booking.guest.last_name}` as string | null,
    }));
  const seeded = property.booked
    .filter((range) => range.endOffset > 0)
    .map((range) => ({
      check_in: dayFromToday(store, range.startOffset),
      check_out: dayFromToday(store, range.endOffset),
      guests: null,
      guest_name: null,
    }));
  return [...made, ...seeded].sort((a, b) => a.check_in.localeCompare(b.check_in))[0] ?? null;
}

/** Writes one step's checked values onto the property, as publishing does. */
function applyStep(property: PropertyRecord, update: StepUpdate) {
  switch (update.step) {
    case "basics": {
      const { title, category_id, summary, description } = update.values;
      Object.assign(property, { title, slug: slugify(title), categoryId: category_id, summary, description });
      break;
    }
    case "location": {
      const { destination_slug, address, postal_code, latitude, longitude } = update.values;
      Object.assign(property, {
        destinationSlug: destination_slug,
        address: { street: address, postal_code },
        latitude,
        longitude,
      });
      break;
    }
    case "capacity": {
      const { max_guests, bedrooms, beds, bathrooms } = update.values;
      Object.assign(property, { maxGuests: max_guests, bedrooms, beds, bathrooms });
      break;
    }
    case "amenities":
      property.amenities = update.values.amenities;
      break;
    case "pictures":
      property.pictures = update.values.pictures;
      property.imageCount = update.values.pictures.length;
      break;
    case "rules": {
      const { check_in_time, check_out_time, house_rules, cancellation_policy } = update.values;
      Object.assign(property, {
        checkInTime: check_in_time,
        checkOutTime: check_out_time,
        houseRules: house_rules
          .split("\n")
          .map((rule) => rule.trim())
          .filter(Boolean),
        cancellationPolicy: CANCELLATION_POLICIES[cancellation_policy],
      });
      break;
    }
    case "prices": {
      const { currency, nightly_price, cleaning_fee } = update.values;
      Object.assign(property, { currency, nightlyPrice: nightly_price, cleaningFee: cleaning_fee });
      break;
    }
  }
}

/**
 * Issue 21, the owner's listings (docs/api.md, Owners, Listings): every property with its status,
 * picture, price and next booking; one property as the wizard's steps, edited a step at a time
 * under the wizard's rules; pause and publish again.
 */
export function vendorListingHandlers(base: string, store: Store) {
  const listingOf = (user: UserRecord, property: PropertyRecord) => ({
    id: property.id,
    slug: property.slug,
    status: statusOf(property),
    owner_name: ownerNameFor(store, user, property),
    steps: stepsOf(property),
  });

  return [
    http.get(`${base}/vendor/listings`, ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      const paging = pageParams(new URL(request.url), 20);
      if (paging instanceof Response) return paging;
      const serialize = createSerializers(store, originOf(request, base));
      const page = paginate(managedProperties(store, user), paging.page, paging.perPage);
      const draft = store.listingDrafts.get(user.id) ?? {};
      const saved = LISTING_STEPS.filter((step) => step in draft);
      const draftTitle = (draft.basics as { title?: string } | undefined)?.title ?? null;
      return ok({
        entities: page.entities.map((property) => {
          const summary = serialize.propertySummary(property);
          return {
            id: property.id,
            slug: property.slug,
            title: property.title,
            status: statusOf(property),
            owner_name: ownerNameFor(store, user, property),
            destination: summary.destination,
            picture: summary.images[0] ?? null,
            nightly_price: property.nightlyPrice,
            currency: property.currency,
            next_booking: nextBookingOf(store, property),
          };
        }),
        pagination: page.pagination,
        draft: saved.length > 0 ? { title: draftTitle, saved_steps: saved, step_count: LISTING_STEPS.length } : null,
      });
    }),

    http.get(
      `${base}/vendor/properties/:id/listing`,
      managing(store, ({ user, property }) => ok(listingOf(user, property))),
    ),

    http.put(
      `${base}/vendor/properties/:id/listing`,
      managing(store, async ({ request, user, property }) => {
        const update = await readStepUpdate(request);
        if (update instanceof Response) return update;
        if (update.step === "basics" && !store.categories.some((category) => category.id === update.values.category_id))
          return fail(422, "Unknown category.", { category_id: ["Unknown category."] });
        if (
          update.step === "location" &&
          !store.destinations.some((destination) => destination.slug === update.values.destination_slug)
        )
          return fail(422, "Unknown destination.", { destination_slug: ["Unknown destination."] });
        if (update.step === "pictures") {
          // The property's own pictures keep their address; anything else must be this owner's upload.
          const current = new Map(picturesOf(property).map((picture) => [picture.id, picture.url]));
          const { pictures } = update.values;
          if (
            pictures.some((picture) => !current.has(picture.id) && store.uploads.get(picture.id)?.ownerId !== user.id)
          )
            return fail(422, "Upload the pictures first.", { pictures: ["Unknown picture."] });
          update.values.pictures = pictures.map(({ id }) => ({ id, url: current.get(id) ?? `/uploads/${id}` }));
        }
        applyStep(property, update);
        return ok(listingOf(user, property));
      }),
    ),

    http.put(
      `${base}/vendor/properties/:id/status`,
      managing(store, async ({ request, property }) => {
        const body = await readJson(request);
        if (body instanceof Response) return body;
        const status = body.status;
        if (typeof status !== "string" || !(STATUSES as readonly string[]).includes(status))
          return fail(422, "status must be published or paused.", { status: ["Unknown status."] });
        property.paused = status === "paused";
        return ok({ id: property.id, slug: property.slug, status: statusOf(property) });
      }),
    ),
  ];
}
