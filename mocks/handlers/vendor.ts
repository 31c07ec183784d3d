import { HttpResponse, http } from "msw";
import { pictureAnswer } from "./images";
import { slugify } from "../random";
import { createSerializers } from "../serialize";
import { type PropertyRecord, type Store, type UserRecord, nextId, statusOf } from "../store";
import { CHECK_IN_RULES } from "../validation/check-in";
import { fieldErrors } from "../validation/fields";
import type { z } from "zod";
import {
  CANCELLATION_POLICIES,
  LISTING_RULES,
  type ListingStep,
  STEP_RULES,
  isListingStep,
} from "../validation/listing";
import { MAX_PICTURE_BYTES, pictureTypeOf } from "../validation/pictures";
import { checkPricing } from "../validation/pricing";
import { fail, ok, originOf } from "./respond";
import { managedProperties, managing, ownerNameFor, requireVendor } from "./vendor-access";

export const CHANNEL_MANAGERS = [
  { slug: "rentals-united", name: "Rentals United" },
  { slug: "guesty", name: "Guesty" },
  { slug: "hostaway", name: "Hostaway" },
  { slug: "lodgify", name: "Lodgify" },
  { slug: "smoobu", name: "Smoobu" },
  { slug: "beds24", name: "Beds24" },
];
/** The demo refuses API keys containing this word, so the failure path can be tried. */
export const REFUSED_KEY_MARKER = "invalid";

export async function readJson(request: Request): Promise<Record<string, unknown> | Response> {
  try {
    const body = (await request.json()) as unknown;
    return body && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : fail(400, "Send a JSON object.");
  } catch {
    return fail(400, "The body is not valid JSON.");
  }
}

/** One step of a listing, its values as the step's rules give them. */
export type StepUpdate = { [S in ListingStep]: { step: S; values: z.output<(typeof STEP_RULES)[S]> } }[ListingStep];

/** A `{ step, values }` body checked by that step's rules (the draft's and a listing's saves), or the answer refusing it. */
export async function readStepUpdate(request: Request): Promise<StepUpdate | Response> {
  const body = await readJson(request);
  if (body instanceof Response) return body;
  if (!isListingStep(body.step)) return fail(422, "Unknown step.", { step: ["Unknown step."] });
  const parsed = STEP_RULES[body.step].safeParse(body.values);
  if (!parsed.success) return fail(422, "Please check the highlighted fields.", fieldErrors(parsed.error, "values"));
  return { step: body.step, values: parsed.data } as StepUpdate;
}

/** Designed owner calls (docs/api.md, Owners): listing drafts, pictures, publishing, pricing, check-in, channel managers. */
export function vendorHandlers(base: string, store: Store) {
  const pricingOf = (property: PropertyRecord) => ({
    property_id: property.id,
    currency: property.currency,
    nightly_price: property.nightlyPrice,
    cleaning_fee: property.cleaningFee,
    extra_guest_fee: property.extraGuestFee ?? 0,
    extra_guest_from: property.extraGuestFrom ?? property.maxGuests,
    minimum_stay: property.minimumStay ?? 1,
    rates: property.rates ?? [],
  });
  const connectionOf = (user: UserRecord) => {
    const connection = store.channelConnections.get(user.id);
    const provider = connection
      ? CHANNEL_MANAGERS.find((candidate) => candidate.slug === connection.provider)
      : undefined;
    return connection && provider
      ? {
          status: "connected" as const,
          provider: provider.slug,
          provider_name: provider.name,
          account_id: connection.account_id,
          connected_at: connection.connected_at,
        }
      : { status: "disconnected" as const, provider: null, provider_name: null, account_id: null, connected_at: null };
  };
  const checkCredentials = (body: Record<string, unknown>): Response | { provider: string; account_id: string } => {
    const provider = CHANNEL_MANAGERS.find((candidate) => candidate.slug === body.provider);
    const accountId = typeof body.account_id === "string" ? body.account_id.trim() : "";
    const apiKey = typeof body.api_key === "string" ? body.api_key.trim() : "";
    const errors: Record<string, string[]> = {};
    if (!provider) errors.provider = ["Unknown channel manager."];
    if (accountId.length < 3) errors.account_id = ["The account id is required."];
    if (apiKey.length < 8) errors.api_key = ["The API key is required."];
    if (Object.keys(errors).length) return fail(422, "Please check the connection details.", errors);
    if (apiKey.toLowerCase().includes(REFUSED_KEY_MARKER)) {
      return fail(
        422,
        `${provider!.name} refused these credentials. Check the account id and API key in your ${provider!.name} settings.`,
        { api_key: ["Refused by the channel manager."] },
      );
    }
    return { provider: provider!.slug, account_id: accountId };
  };

  return [
    http.get(`${base}/vendor/properties`, ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      const serialize = createSerializers(store, originOf(request, base));
      return ok({
        entities: managedProperties(store, user).map((property) => ({
          ...serialize.propertySummary(property),
          owner_name: ownerNameFor(store, user, property),
          status: statusOf(property),
          has_check_in_information: Boolean(property.checkInInformation),
          rate_count: property.rates?.length ?? 0,
        })),
      });
    }),

    http.get(`${base}/vendor/property-draft`, ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      return ok({ steps: store.listingDrafts.get(user.id) ?? {} });
    }),

    http.put(`${base}/vendor/property-draft`, async ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      const update = await readStepUpdate(request);
      if (update instanceof Response) return update;
      if (
        update.step === "pictures" &&
        update.values.pictures.some((picture) => store.uploads.get(picture.id)?.ownerId !== user.id)
      ) {
        return fail(422, "Upload the pictures first.", { pictures: ["Unknown picture."] });
      }
      const steps = { ...(store.listingDrafts.get(user.id) ?? {}), [update.step]: update.values };
      store.listingDrafts.set(user.id, steps);
      return ok({ steps });
    }),

    http.delete(`${base}/vendor/property-draft`, ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      store.listingDrafts.delete(user.id);
      return ok({ steps: {} });
    }),

    http.post(`${base}/vendor/uploads`, async ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      const form = await request.formData().catch(() => null);
      const file = form?.get("file");
      if (!file || typeof file === "string") return fail(422, "Attach a picture.", { file: ["A file is required."] });
      if (file.size > MAX_PICTURE_BYTES) return fail(413, "Pictures can be up to 5 MB.");
      const bytes = new Uint8Array(await file.arrayBuffer());
      const contentType = pictureTypeOf(bytes);
      if (!contentType)
        return fail(422, "Pictures must be JPEG, PNG or WebP files.", { file: ["Unsupported file type."] });
      const id = crypto.randomUUID();
      store.uploads.set(id, { id, ownerId: user.id, contentType, bytes });
      return ok({ id, url: `/uploads/${id}`, content_type: contentType, size: bytes.length }, 201);
    }),

    http.get(`${base}/uploads/:id`, ({ params, request }) => {
      const upload = store.uploads.get(String(params.id));
      if (!upload) return new HttpResponse("Not found", { status: 404 });
      return pictureAnswer(request, `uploads/${upload.id}`, {
        bytes: Buffer.from(upload.bytes),
        contentType: upload.contentType,
      });
    }),

    http.post(`${base}/vendor/properties`, async ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const parsed = LISTING_RULES.safeParse(body);
      if (!parsed.success)
        return fail(422, "The listing is incomplete. Check every step.", fieldErrors(parsed.error, "listing"));
      const listing = parsed.data;
      if (!store.categories.some((category) => category.id === listing.basics.category_id))
        return fail(422, "Unknown category.", { category_id: ["Unknown category."] });
      if (!store.destinations.some((destination) => destination.slug === listing.location.destination_slug))
        return fail(422, "Unknown destination.", { destination_slug: ["Unknown destination."] });
      if (listing.pictures.pictures.some((picture) => store.uploads.get(picture.id)?.ownerId !== user.id))
        return fail(422, "Upload the pictures first.", { pictures: ["Unknown picture."] });
      const id = nextId(store.properties);
      const property: PropertyRecord = {
        id,
        slug: slugify(listing.basics.title),
        title: listing.basics.title,
        summary: listing.basics.summary,
        description: listing.basics.description,
        destinationSlug: listing.location.destination_slug,
        categoryId: listing.basics.category_id,
        latitude: listing.location.latitude,
        longitude: listing.location.longitude,
        nightlyPrice: listing.prices.nightly_price,
        cleaningFee: listing.prices.cleaning_fee,
        currency: listing.prices.currency,
        maxGuests: listing.capacity.max_guests,
        bedrooms: listing.capacity.bedrooms,
        bathrooms: listing.capacity.bathrooms,
        beds: listing.capacity.beds,
        rating: null,
        reviews: [],
        amenities: listing.amenities.amenities,
        imageCount: listing.pictures.pictures.length,
        pictures: listing.pictures.pictures.map((picture) => ({ id: picture.id, url: `/uploads/${picture.id}` })),
        houseRules: listing.rules.house_rules
          .split("\n")
          .map((rule) => rule.trim())
          .filter(Boolean),
        checkInTime: listing.rules.check_in_time,
        checkOutTime: listing.rules.check_out_time,
        cancellationPolicy: CANCELLATION_POLICIES[listing.rules.cancellation_policy],
        booked: [],
        ownerId: user.id,
        address: { street: listing.location.address, postal_code: listing.location.postal_code },
      };
      store.properties.push(property);
      store.listingDrafts.delete(user.id);
      return ok({ id: property.id, slug: property.slug }, 201);
    }),

    http.get(
      `${base}/vendor/properties/:id/pricing`,
      managing(store, ({ property }) => ok(pricingOf(property))),
    ),

    http.put(
      `${base}/vendor/properties/:id/pricing`,
      managing(store, async ({ request, property }) => {
        const body = await readJson(request);
        if (body instanceof Response) return body;
        const checked = checkPricing(body);
        if ("errors" in checked) return fail(422, "Please check the pricing.", checked.errors);
        const { pricing } = checked;
        Object.assign(property, {
          cleaningFee: pricing.cleaning_fee,
          extraGuestFee: pricing.extra_guest_fee,
          extraGuestFrom: pricing.extra_guest_from,
          minimumStay: pricing.minimum_stay,
          rates: pricing.rates,
        });
        return ok(pricingOf(property));
      }),
    ),

    http.get(
      `${base}/vendor/properties/:id/check-in-information`,
      managing(store, ({ property }) =>
        ok({ property_id: property.id, information: property.checkInInformation ?? null }),
      ),
    ),

    http.put(
      `${base}/vendor/properties/:id/check-in-information`,
      managing(store, async ({ request, property }) => {
        const body = await readJson(request);
        if (body instanceof Response) return body;
        const parsed = CHECK_IN_RULES.safeParse(body);
        if (!parsed.success)
          return fail(422, "Please check the highlighted fields.", fieldErrors(parsed.error, "information"));
        property.checkInInformation = parsed.data;
        property.checkInTime = parsed.data.check_in_from;
        property.checkOutTime = parsed.data.check_out_until;
        return ok({ property_id: property.id, information: parsed.data });
      }),
    ),

    http.get(`${base}/vendor/channel-managers`, ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      return ok({ entities: CHANNEL_MANAGERS });
    }),

    http.get(`${base}/vendor/channel-connection`, ({ request }) => {
      const user = requireVendor(store, request);
      return user instanceof Response ? user : ok(connectionOf(user));
    }),

    http.post(`${base}/vendor/channel-connection/test`, async ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const checked = checkCredentials(body);
      if (checked instanceof Response) return checked;
      const provider = CHANNEL_MANAGERS.find((candidate) => candidate.slug === checked.provider)!;
      return ok({ ok: true, message: `${provider.name} answered for account ${checked.account_id}.` });
    }),

    http.put(`${base}/vendor/channel-connection`, async ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      const body = await readJson(request);
      if (body instanceof Response) return body;
      const checked = checkCredentials(body);
      if (checked instanceof Response) return checked;
      store.channelConnections.set(user.id, { ...checked, connected_at: new Date().toISOString() });
      return ok(connectionOf(user));
    }),

    http.delete(`${base}/vendor/channel-connection`, ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      store.channelConnections.delete(user.id);
      return ok(connectionOf(user));
    }),
  ];
}
