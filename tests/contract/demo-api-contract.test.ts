import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createStore } from "../../mocks/store";
import { login, quickStore, recoverPassword, socialLogin, verifyTwoFactor } from "~/api/auth.server";
import { createBooking, createVisitorBooking, getBooking, listPaymentMethods } from "~/api/bookings.server";
import { type ApiClient, createApiClient } from "~/api/client.server";
import { sendContactMessage } from "~/api/contact.server";
import { getDestination, listDestinations } from "~/api/destinations.server";
import { getExchangeRates } from "~/api/exchange-rates.server";
import { geocodeAddress } from "~/api/geocode.server";
import {
  connectChannelManager,
  disconnectChannelManager,
  discardListingDraft,
  getChannelConnection,
  getCheckInInformation,
  getListingDraft,
  getPricing,
  listChannelManagers,
  listVendorProperties,
  publishListing,
  saveCheckInInformation,
  saveListingStep,
  savePricing,
  testChannelConnection,
  uploadPicture,
} from "~/api/owner.server";
import { getPostBySlug, listPostCategories, listPosts } from "~/api/posts.server";
import {
  getAvailability,
  getCategory,
  getProperty,
  getQuote,
  getReviews,
  listCategories,
  searchProperties,
} from "~/api/properties.server";
import {
  geocodeAnswerSchema,
  accessTokenAnswerSchema,
  availabilityAnswerSchema,
  bookingAnswerSchema,
  categoryAnswerSchema,
  categoryListAnswerSchema,
  channelConnectionAnswerSchema,
  channelManagersAnswerSchema,
  channelTestAnswerSchema,
  checkInAnswerSchema,
  contactMessageAnswerSchema,
  destinationAnswerSchema,
  destinationListAnswerSchema,
  exchangeRatesAnswerSchema,
  listingDraftAnswerSchema,
  loginAnswerSchema,
  passwordRecoverAnswerSchema,
  paymentMethodsAnswerSchema,
  postBySlugAnswerSchema,
  postCategoryListAnswerSchema,
  postListAnswerSchema,
  pricingAnswerSchema,
  propertyAnswerSchema,
  propertyListAnswerSchema,
  publishedAnswerSchema,
  quoteAnswerSchema,
  reviewListAnswerSchema,
  signedInUserAnswerSchema,
  updateProfileAnswerSchema,
  uploadAnswerSchema,
  vendorPropertiesAnswerSchema,
  wishlistAnswerSchema,
  wishlistListAnswerSchema,
  wishlistPropertyAnswerSchema,
} from "~/api/schemas";
import { updateProfile, getSignedInUser } from "~/api/user.server";
import { addToWishlist, createWishlist, getWishlist, listWishlists, renameWishlist } from "~/api/wishlists.server";
import { contactFormSchema } from "~/lib/contact-form.server";
import { channelFormSchema } from "~/lib/owner/channel-form";
import { KEY_HANDOVERS, type KeyHandover } from "~/lib/owner/check-in-form";
import { checkInFormSchema } from "~/lib/owner/check-in-form.server";
import {
  CANCELLATION_LABELS,
  LISTING_AMENITIES,
  LISTING_CURRENCIES,
  type ListingStep,
  type StepValues,
} from "~/lib/owner/listing-steps";
import { STEP_SCHEMAS, completeListing } from "~/lib/owner/listing-steps.server";
import { feesSchema, mergeRates, rateSchema } from "~/lib/owner/pricing-rates";
import type { SearchFilters } from "~/lib/property-search";
import { TEST_NOW, day, stayDates, yearFromNow } from "../support/clock";
import { captureConsole } from "../support/console-capture";
import { API, demoApiServer, signIn } from "../support/demo-api";
import { shapeGaps } from "./answer-shape";

/**
 * The demo API against the site: every call of app/api/*.server.ts, made by the site's own
 * functions (so the requests are the site's), and every answer held to the site's own schema:
 * it must parse, send every field the schema reads and none it does not.
 */

/** The demo's calendar starts on the frozen today, the day every date below counts from. */
demoApiServer({ store: createStore({ today: TEST_NOW }) });
/**
 * Days ahead of any seeded booking (those start within a year and last at most 10 nights), so
 * the stays below are about three years out, each on nights of its own, and any home is free.
 */
const FAR = 1100;
/** A card that is still valid: it expires two years after the frozen today. */
const CARD_EXP_YEAR = String(yearFromNow(2));

interface Answer {
  call: string;
  status: number;
  body: unknown;
}

/** Runs one of the site's calls against the demo; returns the site's result and the demo's raw answer. */
async function answerTo<T>(
  call: (api: ApiClient) => Promise<T>,
  token?: string,
): Promise<{ result: T; answer: Answer }> {
  const answers: Promise<Answer>[] = [];
  const client = createApiClient({ baseUrl: API, token, timeoutMs: 5000 });
  const http = client.http.extend({
    hooks: {
      afterResponse: [
        (request, _options, response) => {
          const call = `${request.method} ${new URL(request.url).pathname}`;
          answers.push(
            response
              .clone()
              .json()
              .then((body: unknown) => ({ call, status: response.status, body })),
          );
        },
      ],
    },
  });
  const result = await call({ http, token });
  expect(answers, "one upstream call").toHaveLength(1);
  return { result, answer: await answers[0]! };
}

/** The answer parses with the site's schema and carries exactly the fields it reads (except the `missing` ones). */
function expectAnswer(
  schema: z.ZodType,
  answer: Answer,
  { status = 200, missing = [] as string[], empty = [] as string[] } = {},
) {
  expect(answer.status, answer.call).toBe(status);
  const parsed = schema.safeParse(answer.body);
  expect(parsed.success ? [] : parsed.error.issues, `${answer.call}: the site's schema parses the answer`).toEqual([]);
  expect(
    shapeGaps(schema, answer.body),
    `${answer.call}: every field the site reads is sent, and nothing else`,
  ).toEqual({ missing, unread: [], empty });
}

const SEARCH: SearchFilters = { sort: "recommended", amenities: [] };
const STAY = stayDates(FAR, 4);

describe("posts", () => {
  it("GET /site-posts (blog posts, the default categories left out)", async () => {
    const { result, answer } = await answerTo((api) => listPosts(api, { destination: false }));
    expect(result.success).toBe(true);
    expectAnswer(postListAnswerSchema, answer);
  });

  it("GET /site-posts (destination guides, page 2)", async () => {
    const { answer } = await answerTo((api) => listPosts(api, { destination: true, page: 2 }));
    expectAnswer(postListAnswerSchema, answer);
  });

  it("GET /site-posts (one category by slug)", async () => {
    const { answer } = await answerTo((api) => listPosts(api, { destination: false, categorySlug: "travel-tips" }));
    expectAnswer(postListAnswerSchema, answer);
  });

  it("GET /site-posts/by-slug/1/{slug}", async () => {
    const list = await answerTo((api) => listPosts(api, { destination: false }));
    const slug = postListAnswerSchema.parse(list.answer.body).data.entities[0]!.slug;
    const { result, answer } = await answerTo((api) => getPostBySlug(api, slug));
    expectAnswer(postBySlugAnswerSchema, answer);
    expect(result).toMatchObject({ success: true, data: { slug } });
  });

  it.each([false, true])("GET /site-posts/categories (destination %s)", async (destination) => {
    const { answer } = await answerTo((api) => listPostCategories(api, destination));
    expectAnswer(postCategoryListAnswerSchema, answer);
  });
});

describe("places", () => {
  it("GET /destinations", async () => {
    const { answer } = await answerTo((api) => listDestinations(api));
    expectAnswer(destinationListAnswerSchema, answer);
  });

  it("GET /destinations/{slug}", async () => {
    const { result, answer } = await answerTo((api) => getDestination(api, "lisbon"));
    expectAnswer(destinationAnswerSchema, answer);
    expect(result).toMatchObject({ success: true, data: { slug: "lisbon", name: "Lisbon" } });
  });

  it("GET /categories", async () => {
    const { answer } = await answerTo((api) => listCategories(api));
    expectAnswer(categoryListAnswerSchema, answer);
  });

  it("GET /categories/{id}", async () => {
    const { result, answer } = await answerTo((api) => getCategory(api, 3));
    expectAnswer(categoryAnswerSchema, answer);
    expect(result).toMatchObject({ success: true, data: { id: 3, slug: "apartments" } });
  });
});

describe("properties", () => {
  it("GET /properties (no dates: no stay_total, no stay_nightly_price)", async () => {
    const { answer } = await answerTo((api) =>
      searchProperties(api, { ...SEARCH, destination: "lisbon", guests: 2 }, 1),
    );
    expectAnswer(propertyListAnswerSchema, answer, {
      missing: ["data.entities[].stay_total", "data.entities[].stay_nightly_price"],
    });
  });

  it("GET /properties (with dates, every filter and a sort)", async () => {
    const filters: SearchFilters = {
      ...SEARCH,
      ...STAY,
      guests: 2,
      min_price: 50,
      max_price: 900,
      bedrooms: 1,
      sort: "price_asc",
      amenities: ["Wi-Fi"],
      bounds: "30,-20,70,40",
    };
    const { answer } = await answerTo((api) => searchProperties(api, filters, 1, 12));
    expectAnswer(propertyListAnswerSchema, answer);
  });

  it("GET /properties (prices compared in a currency of the rates)", async () => {
    const filters: SearchFilters = { ...SEARCH, min_price: 60, max_price: 200, sort: "price_desc" };
    const { result, answer } = await answerTo((api) => searchProperties(api, filters, 1, 12, "GBP"));
    expectAnswer(propertyListAnswerSchema, answer, {
      missing: ["data.entities[].stay_total", "data.entities[].stay_nightly_price"],
    });
    expect(result.success).toBe(true);
  });

  it("GET /exchange-rates", async () => {
    const { result, answer } = await answerTo((api) => getExchangeRates(api));
    expectAnswer(exchangeRatesAnswerSchema, answer);
    expect(result).toMatchObject({ success: true, data: { base: "EUR", date: day(0) } });
  });

  it("GET /properties/{id}", async () => {
    const rated = await answerTo((api) => searchProperties(api, { ...SEARCH, sort: "rating" }, 1, 1));
    const id = propertyListAnswerSchema.parse(rated.answer.body).data.entities[0]!.id;
    const { result, answer } = await answerTo((api) => getProperty(api, id));
    expectAnswer(propertyAnswerSchema, answer, { missing: ["data.stay_total", "data.stay_nightly_price"] });
    expect(result).toMatchObject({ success: true, data: { id } });
  });

  it("GET /properties/{id}/reviews", async () => {
    const { result, answer } = await answerTo((api) => getReviews(api, 16, 2, 6));
    expectAnswer(reviewListAnswerSchema, answer);
    expect(result).toMatchObject({ success: true, data: { pagination: { current_page: 2, per_page: 6 } } });
  });

  it("GET /properties/{id}/availability", async () => {
    const { result, answer } = await answerTo((api) => getAvailability(api, 2));
    expectAnswer(availabilityAnswerSchema, answer);
    expect(result).toMatchObject({ success: true, data: { property_id: 2, from: day(0), to: day(365) } });
  });

  it("GET /properties/{id}/quote", async () => {
    const { result, answer } = await answerTo((api) => getQuote(api, 2, { ...STAY, guests: 2 }));
    expectAnswer(quoteAnswerSchema, answer);
    expect(result).toMatchObject({ success: true, data: { property_id: 2, ...STAY, guests: 2, nights: 4 } });
  });
});

describe("accounts", () => {
  it.each(["guest", "vendor"] as const)("POST /%s/login_json", async (type) => {
    const { result, answer } = await answerTo((api) =>
      login(api, type, { email: "owner@example.com", password: "password123" }),
    );
    expectAnswer(loginAnswerSchema, answer, {
      missing: ["data.result.two_factor_required", "data.result.two_factor_token"],
    });
    expect(result).toMatchObject({ success: true, data: { access_token: expect.any(String) } });
  });

  it("POST /vendor/login_json (an account with a second factor)", async () => {
    const { result, answer } = await answerTo((api) =>
      login(api, "vendor", { email: "2fa@example.com", password: "password123" }),
    );
    expectAnswer(loginAnswerSchema, answer, { missing: ["data.result.access_token"] });
    expect(result).toEqual({
      success: true,
      data: { two_factor_required: true, two_factor_token: expect.any(String) },
    });
  });

  it("POST /two_factor_auth", async () => {
    const pending = await login(createApiClient({ baseUrl: API, timeoutMs: 5000 }), "vendor", {
      email: "2fa@example.com",
      password: "password123",
    });
    const twoFactorToken = (pending.success && pending.data.two_factor_token) || "";
    const { result, answer } = await answerTo((api) => verifyTwoFactor(api, { twoFactorToken, code: "123456" }));
    expectAnswer(accessTokenAnswerSchema, answer, { missing: ["data.result.two_factor_required"] });
    expect(result).toMatchObject({ success: true, data: { access_token: expect.any(String) } });
  });

  it("POST /guest/quick_store", async () => {
    const { answer } = await answerTo((api) =>
      quickStore(api, { first_name: "Quinn", last_name: "Quick", email: "quinn.quick@example.com" }),
    );
    expectAnswer(accessTokenAnswerSchema, answer, { missing: ["data.result.two_factor_required"] });
  });

  it("POST /account/password_recover", async () => {
    const { answer } = await answerTo((api) => recoverPassword(api, { email: "guest@example.com" }));
    expectAnswer(passwordRecoverAnswerSchema, answer);
  });

  it("POST /guest/social_login", async () => {
    const { answer } = await answerTo((api) =>
      socialLogin(api, {
        provider: "google",
        credential: "google-id-token",
        socialId: "g-1",
        firstName: "Sol",
        lastName: "Social",
        email: "sol.social@example.com",
      }),
    );
    expectAnswer(accessTokenAnswerSchema, answer, { missing: ["data.result.two_factor_required"] });
  });

  it("GET /vendor/agents/show_lean", async () => {
    const guest = await signIn("guest");
    const { result, answer } = await answerTo((api) => getSignedInUser(api), guest);
    expectAnswer(signedInUserAnswerSchema, answer);
    expect(result).toMatchObject({
      success: true,
      data: { email: "guest@example.com", is_agent: false, is_owner: false, is_user: true },
    });
  });

  it("POST /guest/update_profile (same email: no new token)", async () => {
    const guest = await signIn("guest");
    const { answer } = await answerTo(
      (api) =>
        updateProfile(api, {
          first_name: "Grace",
          last_name: "Guest",
          email: "guest@example.com",
          phone: "+44 20 7946 0958",
        }),
      guest,
    );
    expectAnswer(updateProfileAnswerSchema, answer, { missing: ["data.result"] });
  });

  it("POST /guest/update_profile (a new email: a new token)", async () => {
    const signedUp = await quickStore(createApiClient({ baseUrl: API, timeoutMs: 5000 }), {
      first_name: "Mo",
      last_name: "Mover",
      email: "mo.mover@example.com",
    });
    const moverToken = signedUp.success ? signedUp.data.access_token : undefined;
    const { result, answer } = await answerTo(
      (api) =>
        updateProfile(api, {
          first_name: "Mo",
          last_name: "Mover",
          email: "mo.moved@example.com",
          phone: "+351 21 000 0001",
        }),
      moverToken,
    );
    expectAnswer(updateProfileAnswerSchema, answer);
    expect(result).toMatchObject({
      success: true,
      data: { user: { email: "mo.moved@example.com" }, result: { access_token: expect.any(String) } },
    });
  });
});

describe("wishlists and payment methods", () => {
  let guest = "";
  beforeAll(async () => {
    guest = await signIn("guest");
  });

  it("GET /guest/wishlists", async () => {
    const { answer } = await answerTo((api) => listWishlists(api), guest);
    expectAnswer(wishlistListAnswerSchema, answer, {
      missing: ["data.entities[].properties[].stay_total", "data.entities[].properties[].stay_nightly_price"],
    });
  });

  it("POST /guest/wishlists", async () => {
    const { result, answer } = await answerTo((api) => createWishlist(api, "Autumn walks"), guest);
    expectAnswer(wishlistAnswerSchema, answer, { status: 201, empty: ["data.properties"] });
    expect(result).toMatchObject({ success: true, data: { name: "Autumn walks", properties: [] } });
  });

  it("GET /guest/wishlists/{id}", async () => {
    const { answer } = await answerTo((api) => getWishlist(api, 1), guest);
    expectAnswer(wishlistAnswerSchema, answer, {
      missing: ["data.properties[].stay_total", "data.properties[].stay_nightly_price"],
    });
  });

  it("PUT /guest/wishlists/{id}", async () => {
    const { result, answer } = await answerTo((api) => renameWishlist(api, 2, "Ski weeks"), guest);
    expectAnswer(wishlistAnswerSchema, answer, {
      missing: ["data.properties[].stay_total", "data.properties[].stay_nightly_price"],
    });
    expect(result).toMatchObject({ success: true, data: { id: 2, name: "Ski weeks" } });
  });

  it("POST /guest/wishlists/properties/{id}", async () => {
    const { result, answer } = await answerTo((api) => addToWishlist(api, 7, 1), guest);
    expectAnswer(wishlistPropertyAnswerSchema, answer, {
      missing: ["data.entities[].properties[].stay_total", "data.entities[].properties[].stay_nightly_price"],
    });
    expect(result).toMatchObject({ success: true, data: { entities: [{ id: 1 }] } });
  });

  it("GET /guest/lineup_payment_methods", async () => {
    const { answer } = await answerTo((api) => listPaymentMethods(api), guest);
    expectAnswer(paymentMethodsAnswerSchema, answer);
  });
});

describe("bookings", () => {
  const stayFor = {
    ...STAY,
    guests: 2,
    first_name: "Grace",
    last_name: "Guest",
    email: "guest@example.com",
    phone: "+44 20 7946 0958",
  };
  let guest = "";
  beforeAll(async () => {
    guest = await signIn("guest");
  });

  async function freeHome(checkIn: string, checkOut: string): Promise<number> {
    const search = await searchProperties(
      createApiClient({ baseUrl: API, timeoutMs: 5000 }),
      { ...SEARCH, check_in: checkIn, check_out: checkOut, guests: 2 },
      1,
      1,
    );
    if (!search.success || !search.data.entities[0]) throw new Error("no home is free for the stay");
    return search.data.entities[0].id;
  }

  it("POST /guest/bookings (a saved card)", async () => {
    const propertyId = await freeHome(STAY.check_in, STAY.check_out);
    const { result, answer } = await answerTo(
      (api) =>
        createBooking(
          api,
          { ...stayFor, property_id: propertyId, payment: { payment_method_id: "1" } },
          "contract-saved-card-0001",
        ),
      guest,
    );
    expectAnswer(bookingAnswerSchema, answer, { status: 201 });
    expect(result).toMatchObject({ success: true, data: { property_id: propertyId, ...STAY, status: "confirmed" } });
  });

  it("POST /guest/bookings (a new card)", async () => {
    const stay = stayDates(FAR + 35, 3);
    const propertyId = await freeHome(stay.check_in, stay.check_out);
    const card = {
      card_number: "4242424242424242",
      card_exp_month: "08",
      card_exp_year: CARD_EXP_YEAR,
      card_cvc: "123",
      card_holder: "Grace Guest",
    };
    const { result, answer } = await answerTo(
      (api) =>
        createBooking(api, { ...stayFor, ...stay, property_id: propertyId, payment: card }, "contract-new-card-00001"),
      guest,
    );
    expectAnswer(bookingAnswerSchema, answer, { status: 201 });
    expect(result).toMatchObject({ success: true, data: { property_id: propertyId, ...stay } });
  });

  it("POST /bookings (a visitor who is not signed in, by email)", async () => {
    const stay = { check_in: day(280), check_out: day(283) };
    const propertyId = await freeHome(stay.check_in, stay.check_out);
    const card = {
      card_number: "4242424242424242",
      card_exp_month: "08",
      card_exp_year: CARD_EXP_YEAR,
      card_cvc: "123",
      card_holder: "Vera Visitor",
    };
    const { result, answer } = await answerTo((api) =>
      createVisitorBooking(
        api,
        { ...stayFor, ...stay, email: "vera@example.com", property_id: propertyId, payment: card },
        "contract-visitor-booking-01",
      ),
    );
    expectAnswer(bookingAnswerSchema, answer, { status: 201 });
    expect(result).toMatchObject({ success: true, data: { property_id: propertyId, ...stay } });
  });

  it("GET /guest/bookings/{id}", async () => {
    const stay = stayDates(FAR + 70, 2);
    const booked = await createBooking(
      createApiClient({ baseUrl: API, token: guest, timeoutMs: 5000 }),
      {
        ...stayFor,
        ...stay,
        property_id: await freeHome(stay.check_in, stay.check_out),
        payment: { payment_method_id: "2" },
      },
      "contract-booking-read-01",
    );
    if (!booked.success) throw new Error(booked.error);
    const { result, answer } = await answerTo((api) => getBooking(api, booked.data.id), guest);
    expectAnswer(bookingAnswerSchema, answer);
    expect(result).toMatchObject({
      success: true,
      data: { id: booked.data.id, reference: booked.data.reference, check_in_information: null },
    });
  });
});

describe("contact", () => {
  it("POST /contact-messages", async () => {
    const form = contactFormSchema.parse({
      name: "Ana Reader",
      email: "ana@example.com",
      subject: "booking",
      message: "Can I bring a cot for our baby to the cottage?",
      booking_reference: "HB-100001",
    });
    const { answer } = await answerTo((api) => sendContactMessage(api, form));
    expectAnswer(contactMessageAnswerSchema, answer, { status: 201 });
  });
});

/** What the listing form posts for each step, before the site's STEP_SCHEMAS read it. */
const TYPED_STEPS = {
  basics: {
    title: "Fisherman's Cottage by the Harbour",
    category_id: "2",
    summary: "A whitewashed cottage on the harbour steps.",
    description:
      "Two bedrooms under a tiled roof, a kitchen that opens onto a small terrace and the fishing boats coming in below the window every morning.",
  },
  location: {
    destination_slug: "algarve",
    address: "3 Harbour Steps",
    postal_code: "8600-315",
    latitude: "37.10",
    longitude: "-8.67",
  },
  capacity: { max_guests: "4", bedrooms: "2", beds: "2", bathrooms: "1" },
  amenities: { amenities: [...LISTING_AMENITIES] },
  rules: {
    check_in_time: "15:00",
    check_out_time: "10:00",
    house_rules: "No smoking\nQuiet after 22:00",
    cancellation_policy: "moderate",
  },
  prices: { currency: "EUR", nightly_price: "1,250.50", cleaning_fee: "45" },
} satisfies Record<Exclude<ListingStep, "pictures">, Record<string, string | string[]>>;

/** The site's save of one step: the typed values through its own STEP_SCHEMAS, then PUT. */
function saveTypedStep<S extends ListingStep>(api: ApiClient, step: S, typed: unknown) {
  return saveListingStep(api, step, STEP_SCHEMAS[step].parse(typed) as StepValues[S]);
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0x00, 0x00, 0x00]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(18),
]);

describe("owners", () => {
  let vendor = "";
  /** Two of the owner's homes: one only read, one written to. */
  let readId = 0;
  let writtenId = 0;
  beforeAll(async () => {
    vendor = await signIn("owner");
    const mine = await listVendorProperties(createApiClient({ baseUrl: API, token: vendor, timeoutMs: 5000 }));
    if (!mine.success || mine.data.entities.length < 2) throw new Error("the owner has fewer than two properties");
    [readId, writtenId] = mine.data.entities.map((property) => property.id) as [number, number];
  });

  async function uploaded(count: number) {
    const pictures: { id: string; url: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      const result = await uploadPicture(
        createApiClient({ baseUrl: API, token: vendor, timeoutMs: 5000 }),
        new File([PNG], `picture-${index}.png`, { type: "image/png" }),
      );
      if (!result.success) throw new Error(result.error);
      pictures.push({ id: result.data.id, url: result.data.url });
    }
    return pictures;
  }

  it("GET /vendor/properties", async () => {
    const { answer } = await answerTo((api) => listVendorProperties(api), vendor);
    expectAnswer(vendorPropertiesAnswerSchema, answer, {
      missing: ["data.entities[].stay_total", "data.entities[].stay_nightly_price"],
    });
  });

  it.each([
    ["PNG", PNG, "image/png"],
    ["JPEG", JPEG, "image/jpeg"],
    ["WebP", WEBP, "image/webp"],
  ] as const)("POST /vendor/uploads (%s)", async (_kind, bytes, type) => {
    const { result, answer } = await answerTo(
      (api) => uploadPicture(api, new File([bytes], "picture", { type })),
      vendor,
    );
    expectAnswer(uploadAnswerSchema, answer, { status: 201 });
    expect(result).toMatchObject({ success: true, data: { content_type: type, size: bytes.length } });
  });

  it.each(Object.keys(TYPED_STEPS) as (keyof typeof TYPED_STEPS)[])(
    "PUT /vendor/property-draft (the %s step as the site's form sends it)",
    async (step) => {
      const { result, answer } = await answerTo((api) => saveTypedStep(api, step, TYPED_STEPS[step]), vendor);
      expectAnswer(listingDraftAnswerSchema, answer);
      expect(result).toMatchObject({
        success: true,
        data: { steps: { [step]: STEP_SCHEMAS[step].parse(TYPED_STEPS[step]) } },
      });
    },
  );

  it("PUT /vendor/property-draft (the pictures step, after uploads)", async () => {
    const pictures = await uploaded(3);
    const { result, answer } = await answerTo((api) => saveTypedStep(api, "pictures", { pictures }), vendor);
    expectAnswer(listingDraftAnswerSchema, answer);
    expect(result).toMatchObject({ success: true, data: { steps: { pictures: { pictures } } } });
  });

  it("PUT /vendor/property-draft accepts every currency and cancellation policy the site offers", async () => {
    for (const currency of LISTING_CURRENCIES) {
      const { answer } = await answerTo(
        (api) => saveTypedStep(api, "prices", { ...TYPED_STEPS.prices, currency }),
        vendor,
      );
      expectAnswer(listingDraftAnswerSchema, answer);
    }
    for (const cancellation_policy of Object.keys(CANCELLATION_LABELS)) {
      const { answer } = await answerTo(
        (api) => saveTypedStep(api, "rules", { ...TYPED_STEPS.rules, cancellation_policy }),
        vendor,
      );
      expectAnswer(listingDraftAnswerSchema, answer);
    }
  });

  it("GET /vendor/property-draft (read back by the site's own step rules)", async () => {
    await saveTypedStep(
      createApiClient({ baseUrl: API, token: vendor, timeoutMs: 5000 }),
      "basics",
      TYPED_STEPS.basics,
    );
    const { result, answer } = await answerTo((api) => getListingDraft(api), vendor);
    expectAnswer(listingDraftAnswerSchema, answer);
    if (!result.success) throw new Error(result.error);
    expect(STEP_SCHEMAS.basics.parse(result.data.steps.basics)).toEqual(STEP_SCHEMAS.basics.parse(TYPED_STEPS.basics));
  });

  it("POST /vendor/properties (the draft as the site completes it)", async () => {
    const api = createApiClient({ baseUrl: API, token: vendor, timeoutMs: 5000 });
    for (const step of Object.keys(TYPED_STEPS) as (keyof typeof TYPED_STEPS)[])
      await saveTypedStep(api, step, TYPED_STEPS[step]);
    await saveTypedStep(api, "pictures", { pictures: await uploaded(3) });
    const draft = await getListingDraft(api);
    const listing = draft.success ? completeListing(draft.data.steps) : null;
    expect(listing, "the site reads the saved draft as a complete listing").not.toBeNull();
    const { result, answer } = await answerTo((client) => publishListing(client, listing!), vendor);
    expectAnswer(publishedAnswerSchema, answer, { status: 201 });
    expect(result).toMatchObject({ success: true, data: { slug: "fisherman-s-cottage-by-the-harbour" } });
  });

  it("DELETE /vendor/property-draft", async () => {
    const { result, answer } = await answerTo((api) => discardListingDraft(api), vendor);
    expectAnswer(listingDraftAnswerSchema, answer);
    expect(result).toEqual({ success: true, data: { steps: {} } });
  });

  it("GET /vendor/properties/{id}/pricing (no rates yet)", async () => {
    const { answer } = await answerTo((api) => getPricing(api, readId), vendor);
    expectAnswer(pricingAnswerSchema, answer, { empty: ["data.rates"] });
  });

  it("PUT /vendor/properties/{id}/pricing (fees and a rate as the site's pricing form reads them)", async () => {
    const fees = feesSchema.parse({
      cleaning_fee: "75.50",
      extra_guest_fee: "20",
      extra_guest_from: "4",
      minimum_stay: "2",
    });
    const rate = rateSchema.parse({
      start_date: day(FAR - 92),
      end_date: day(FAR - 63),
      nightly_price: "140.25",
      minimum_stay: "3",
    });
    const { result, answer } = await answerTo(
      (api) => savePricing(api, writtenId, { ...fees, rates: mergeRates([], [rate]) }),
      vendor,
    );
    expectAnswer(pricingAnswerSchema, answer);
    expect(result).toMatchObject({ success: true, data: { ...fees, rates: [rate] } });
  });

  it("GET /vendor/properties/{id}/check-in-information (not set yet)", async () => {
    const { result, answer } = await answerTo((api) => getCheckInInformation(api, readId), vendor);
    expectAnswer(checkInAnswerSchema, answer);
    expect(result).toEqual({ success: true, data: { property_id: readId, information: null } });
  });

  it.each(Object.keys(KEY_HANDOVERS) as KeyHandover[])(
    "PUT /vendor/properties/{id}/check-in-information (key handover %s)",
    async (keyHandover) => {
      const information = checkInFormSchema.parse({
        check_in_from: "16:00",
        check_out_until: "10:30",
        address: "3 Harbour Steps, 8600-315 Lagos",
        address_details: "",
        access_instructions: "The blue door at the top of the steps; the code comes the day before.",
        key_handover: keyHandover,
        key_details: "",
        contact_phone: "+351 912 000 000",
        wifi_name: "",
        wifi_password: "",
      });
      const { result, answer } = await answerTo((api) => saveCheckInInformation(api, writtenId, information), vendor);
      expectAnswer(checkInAnswerSchema, answer);
      expect(result).toEqual({ success: true, data: { property_id: writtenId, information } });
    },
  );

  it("GET /vendor/channel-managers", async () => {
    const { answer } = await answerTo((api) => listChannelManagers(api), vendor);
    expectAnswer(channelManagersAnswerSchema, answer);
  });

  it("GET /vendor/channel-connection (disconnected)", async () => {
    const { result, answer } = await answerTo((api) => getChannelConnection(api), vendor);
    expectAnswer(channelConnectionAnswerSchema, answer);
    expect(result).toEqual({
      success: true,
      data: { status: "disconnected", provider: null, provider_name: null, account_id: null, connected_at: null },
    });
  });

  const credentials = channelFormSchema.parse({
    provider: "guesty",
    account_id: "acct-7781",
    api_key: "live-key-123456",
  });

  it("POST /vendor/channel-connection/test", async () => {
    const { result, answer } = await answerTo((api) => testChannelConnection(api, credentials), vendor);
    expectAnswer(channelTestAnswerSchema, answer);
    expect(result).toEqual({
      success: true,
      data: { ok: true, message: "Guesty answered for account acct-7781." },
    });
  });

  it("PUT /vendor/channel-connection", async () => {
    const { result, answer } = await answerTo((api) => connectChannelManager(api, credentials), vendor);
    expect(result).toMatchObject({
      success: true,
      data: { status: "connected", provider: "guesty", provider_name: "Guesty", account_id: "acct-7781" },
    });
    expect(JSON.stringify(answer.body)).not.toContain(credentials.api_key);
    expectAnswer(channelConnectionAnswerSchema, answer);
  });

  it("GET /vendor/geocode", async () => {
    const { result, answer } = await answerTo((api) => geocodeAddress(api, "12 Harbour Lane, Algarve", null), vendor);
    expectAnswer(geocodeAnswerSchema, answer);
    expect(result).toEqual({
      success: true,
      data: {
        entities: [
          // The street's own point, about 4 km from the Algarve's centre (37.09, -8.25).
          {
            label: "12 Harbour Lane, Algarve, Portugal",
            latitude: 37.09556,
            longitude: -8.25808,
            destination_slug: "algarve",
          },
        ],
      },
    });
    // Only the place: its centre (mocks/seed/places.ts); a street near a destination the query does not name.
    const centre = await answerTo((api) => geocodeAddress(api, "algarve", null), vendor);
    expect(centre.result).toMatchObject({
      data: { entities: [{ label: "Algarve, Portugal", latitude: 37.09, longitude: -8.25 }] },
    });
    const near = await answerTo((api) => geocodeAddress(api, "12 Harbour Lane", "algarve"), vendor);
    expect(near.result).toEqual(result);
    const nothing = await answerTo((api) => geocodeAddress(api, "12 Harbour Lane", null), vendor);
    expect(nothing.result).toEqual({ success: true, data: { entities: [] } });
  });

  it("DELETE /vendor/channel-connection", async () => {
    const { result, answer } = await answerTo((api) => disconnectChannelManager(api), vendor);
    expectAnswer(channelConnectionAnswerSchema, answer);
    expect(result).toMatchObject({ success: true, data: { status: "disconnected", provider: null } });
  });
});

describe("refusals the site reads a message from", () => {
  // The site's API layer logs each refusal: each test asserts its line.
  const logs = captureConsole();
  afterEach(() => expect(logs.take()).toEqual([]));

  it("POST /guest/bookings: a declined card is a 402 with its reason", async () => {
    const guest = await signIn("guest");
    const card = {
      card_number: "4000000000000002",
      card_exp_month: "08",
      card_exp_year: CARD_EXP_YEAR,
      card_cvc: "123",
      card_holder: "Grace Guest",
    };
    const { result } = await answerTo(
      (api) =>
        createBooking(
          api,
          {
            property_id: 2,
            ...stayDates(FAR + 105, 3),
            guests: 2,
            first_name: "Grace",
            last_name: "Guest",
            email: "guest@example.com",
            phone: "+44 20 7946 0958",
            payment: card,
          },
          "contract-declined-00001",
        ),
      guest,
    );
    expect(result).toEqual({ success: false, status: 402, error: "Your card was declined." });
    expect(logs.take()).toEqual(["error: [api] POST /guest/bookings failed (402): Your card was declined."]);
  });

  it("POST /vendor/login_json: a traveller account is a 403 with its reason", async () => {
    const { result } = await answerTo((api) =>
      login(api, "vendor", { email: "guest@example.com", password: "password123" }),
    );
    expect(result).toEqual({
      success: false,
      status: 403,
      error: "This is a guest account. Sign in as a guest, or create an owner account to list a property.",
    });
    expect(logs.take()).toEqual([
      "error: [api] POST /vendor/login_json failed (403): This is a guest account. Sign in as a guest, or create an owner account to list a property.",
    ]);
  });

  it("GET /vendor/agents/show_lean: an unknown token is a 401", async () => {
    const { result } = await answerTo((api) => getSignedInUser(api), "demo.1.unknown");
    expect(result).toEqual({ success: false, status: 401, error: "Unauthenticated." });
    expect(logs.take()).toEqual(["error: [api] GET /vendor/agents/show_lean failed (401): Unauthenticated."]);
  });

  it("GET /properties/{id}: an unknown property is a 404", async () => {
    const { result } = await answerTo((api) => getProperty(api, 999_999));
    expect(result).toEqual({ success: false, status: 404, error: "Property not found." });
    expect(logs.take()).toEqual(["error: [api] GET /properties/{id} failed (404): Property not found."]);
  });
});
