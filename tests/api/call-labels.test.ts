import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { login, quickStore, recoverPassword, socialLogin, verifyTwoFactor } from "~/api/auth.server";
import { createBooking, createVisitorBooking, getBooking, listPaymentMethods } from "~/api/bookings.server";
import { type ApiClient, createApiClient } from "~/api/client.server";
import { sendContactMessage } from "~/api/contact.server";
import { getDestination, listDestinations } from "~/api/destinations.server";
import { getExchangeRates } from "~/api/exchange-rates.server";
import { geocodeAddress } from "~/api/geocode.server";
import * as owner from "~/api/owner.server";
import { listReservations } from "~/api/owner-reservations.server";
import { getPostBySlug, listPostCategories, listPosts } from "~/api/posts.server";
import {
  getAvailability,
  getReviews,
  getCategory,
  getProperty,
  getQuote,
  listCategories,
  searchProperties,
} from "~/api/properties.server";
import { getSignedInUser, updateProfile } from "~/api/user.server";
import { addToWishlist, createWishlist, getWishlist, listWishlists, renameWishlist } from "~/api/wishlists.server";
import { captureConsole } from "../support/console-capture";

// Every wrapper names its call in the failure it returns when the answer breaks the contract
// ("Unexpected answer from GET /properties/{id}") and in the log line, and sends that call.
const API = "https://api.test";
const seen: { method: string; path: string; search: string }[] = [];
const server = setupServer(
  http.all(`${API}/*`, ({ request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, path: url.pathname, search: url.search });
    return HttpResponse.json([]);
  }),
);
const logs = captureConsole();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  seen.length = 0;
  expect(logs.take()).toEqual([]);
});
afterAll(() => server.close());

const api: ApiClient = createApiClient({ baseUrl: API, token: "t", timeoutMs: 2000 });
const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg", { type: "image/jpeg" });
const contact = { name: "Ana", email: "ana@example.com", subject: "other" as const, message: "A message long enough." };
const booking = {
  property_id: 3,
  check_in: "x",
  check_out: "y",
  guests: 2,
  first_name: "A",
  last_name: "B",
  email: "a@b.c",
  phone: "1",
  payment: { payment_method_id: "pm_1" },
};

const calls: [label: string, path: string, search: string, run: () => Promise<unknown>][] = [
  ["POST /guest/login_json", "/guest/login_json", "", () => login(api, "guest", { email: "a@b.c", password: "p" })],
  ["POST /vendor/login_json", "/vendor/login_json", "", () => login(api, "vendor", { email: "a@b.c", password: "p" })],
  [
    "POST /two_factor_auth",
    "/two_factor_auth",
    "",
    () => verifyTwoFactor(api, { twoFactorToken: "t", code: "123456" }),
  ],
  [
    "POST /guest/quick_store",
    "/guest/quick_store",
    "",
    () => quickStore(api, { first_name: "A", last_name: "B", email: "a@b.c" }),
  ],
  ["POST /account/password_recover", "/account/password_recover", "", () => recoverPassword(api, { email: "a@b.c" })],
  [
    "POST /guest/social_login",
    "/guest/social_login",
    "",
    () =>
      socialLogin(api, {
        provider: "google",
        credential: "c",
        socialId: "s",
        firstName: "A",
        lastName: "B",
        email: "a@b.c",
      }),
  ],
  ["GET /guest/lineup_payment_methods", "/guest/lineup_payment_methods", "", () => listPaymentMethods(api)],
  ["POST /guest/bookings", "/guest/bookings", "", () => createBooking(api, booking, "key-1")],
  ["POST /bookings", "/bookings", "", () => createVisitorBooking(api, booking, "key-2")],
  ["GET /guest/bookings/{id}", "/guest/bookings/7", "", () => getBooking(api, 7)],
  ["POST /contact-messages", "/contact-messages", "", () => sendContactMessage(api, contact)],
  ["GET /destinations", "/destinations", "?page=1&per_page=24", () => listDestinations(api)],
  ["GET /destinations/{slug}", "/destinations/lisbon", "", () => getDestination(api, "lisbon")],
  ["GET /vendor/properties", "/vendor/properties", "", () => owner.listVendorProperties(api)],
  [
    "GET /vendor/reservations",
    "/vendor/reservations",
    "?page=1&per_page=50&scope=past&property_id=4&from=2026-01-01&to=2026-01-31",
    () =>
      listReservations(api, {
        scope: "past",
        page: 1,
        perPage: 50,
        property_id: 4,
        from: "2026-01-01",
        to: "2026-01-31",
      }),
  ],
  ["GET /vendor/property-draft", "/vendor/property-draft", "", () => owner.getListingDraft(api)],
  ["PUT /vendor/property-draft", "/vendor/property-draft", "", () => owner.saveListingStep(api, "basics", {} as never)],
  ["DELETE /vendor/property-draft", "/vendor/property-draft", "", () => owner.discardListingDraft(api)],
  ["POST /vendor/uploads", "/vendor/uploads", "", () => owner.uploadPicture(api, picture)],
  ["POST /vendor/properties", "/vendor/properties", "", () => owner.publishListing(api, {} as never)],
  ["GET /vendor/properties/{id}/pricing", "/vendor/properties/5/pricing", "", () => owner.getPricing(api, 5)],
  [
    "PUT /vendor/properties/{id}/pricing",
    "/vendor/properties/5/pricing",
    "",
    () =>
      owner.savePricing(api, 5, {
        cleaning_fee: 0,
        extra_guest_fee: 0,
        extra_guest_from: 1,
        minimum_stay: 1,
        rates: [],
      }),
  ],
  [
    "GET /vendor/properties/{id}/check-in-information",
    "/vendor/properties/5/check-in-information",
    "",
    () => owner.getCheckInInformation(api, 5),
  ],
  [
    "PUT /vendor/properties/{id}/check-in-information",
    "/vendor/properties/5/check-in-information",
    "",
    () => owner.saveCheckInInformation(api, 5, {} as never),
  ],
  ["GET /vendor/channel-managers", "/vendor/channel-managers", "", () => owner.listChannelManagers(api)],
  ["GET /vendor/channel-connection", "/vendor/channel-connection", "", () => owner.getChannelConnection(api)],
  [
    "POST /vendor/channel-connection/test",
    "/vendor/channel-connection/test",
    "",
    () => owner.testChannelConnection(api, {} as never),
  ],
  [
    "PUT /vendor/channel-connection",
    "/vendor/channel-connection",
    "",
    () => owner.connectChannelManager(api, {} as never),
  ],
  ["DELETE /vendor/channel-connection", "/vendor/channel-connection", "", () => owner.disconnectChannelManager(api)],
  [
    "GET /vendor/geocode",
    "/vendor/geocode",
    "?q=12+Harbour+Lane&destination=algarve",
    () => geocodeAddress(api, "12 Harbour Lane", "algarve"),
  ],
  [
    "GET /site-posts",
    "/site-posts",
    "?published=1&destination=1&per_page=12&page=2",
    () => listPosts(api, { destination: true, page: 2 }),
  ],
  ["GET /site-posts/by-slug/1/{slug}", "/site-posts/by-slug/1/a-post", "", () => getPostBySlug(api, "a-post")],
  ["GET /site-posts/categories", "/site-posts/categories", "?destination=1", () => listPostCategories(api, true)],
  ["GET /site-posts/categories", "/site-posts/categories", "?destination=0", () => listPostCategories(api, false)],
  ["GET /properties/{id}", "/properties/9", "", () => getProperty(api, 9)],
  [
    "GET /properties",
    "/properties",
    "?sort=recommended&page=1&per_page=24",
    () => searchProperties(api, { sort: "recommended", amenities: [] }, 1),
  ],
  [
    "GET /properties",
    "/properties",
    "?sort=price_asc&currency=GBP&page=1&per_page=24",
    () => searchProperties(api, { sort: "price_asc", amenities: [] }, 1, undefined, "GBP"),
  ],
  ["GET /exchange-rates", "/exchange-rates", "", () => getExchangeRates(api)],
  ["GET /properties/{id}/availability", "/properties/9/availability", "", () => getAvailability(api, 9)],
  ["GET /properties/{id}/reviews", "/properties/9/reviews", "?page=2&per_page=6", () => getReviews(api, 9, 2, 6)],
  [
    "GET /properties/{id}/quote",
    "/properties/9/quote",
    "?check_in=a&check_out=b&guests=2",
    () => getQuote(api, 9, { check_in: "a", check_out: "b", guests: 2 }),
  ],
  ["GET /categories", "/categories", "?per_page=50", () => listCategories(api)],
  ["GET /categories/{id}", "/categories/4", "", () => getCategory(api, 4)],
  ["GET /vendor/agents/show_lean", "/vendor/agents/show_lean", "", () => getSignedInUser(api)],
  [
    "POST /guest/update_profile",
    "/guest/update_profile",
    "",
    () => updateProfile(api, { first_name: "A", last_name: "B", email: "a@b.c", phone: "1" }),
  ],
  ["GET /guest/wishlists", "/guest/wishlists", "?page=1&per_page=8", () => listWishlists(api)],
  ["POST /guest/wishlists", "/guest/wishlists", "", () => createWishlist(api, "Summer")],
  ["GET /guest/wishlists/{id}", "/guest/wishlists/6", "", () => getWishlist(api, 6)],
  ["PUT /guest/wishlists/{id}", "/guest/wishlists/6", "", () => renameWishlist(api, 6, "Winter")],
  ["POST /guest/wishlists/properties/{id}", "/guest/wishlists/properties/9", "", () => addToWishlist(api, 9, 6)],
];

describe("API wrappers: an answer outside the contract names the call", () => {
  it.each(calls)("%s (%s%s)", async (label, path, search, run) => {
    expect(await run()).toEqual({ success: false, status: 502, error: `Unexpected answer from ${label}` });
    expect(seen).toEqual([{ method: label.split(" ")[0], path, search }]);
    expect(logs.take()).toEqual([
      expect.stringMatching(
        new RegExp(`^error: \\[api\\] ${label.replace(/[{}/]/g, "\\$&")} answered outside the contract: \\(root\\): `),
      ),
    ]);
  });
});
