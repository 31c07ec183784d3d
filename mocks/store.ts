import { DEMO_SEED, createRandom } from "./random";
import { type UserRecord, type WishlistRecord, seedPaymentMethods, seedUsers, seedWishlists } from "./seed/accounts";
import { DESTINATIONS, PROPERTY_CATEGORIES } from "./seed/places";
import { POST_CATEGORIES, type PostRecord, seedPosts } from "./seed/posts";
import { seedBookings } from "./seed/bookings";
import { handOverToManagedOwner, seedListingDrafts, seedPausedListings } from "./seed/owner-listings";
import { type PropertyRecord, seedProperties } from "./seed/properties";

export interface BookingRecord {
  id: number;
  reference: string;
  userId: number;
  propertyId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  total: number;
  currency: string;
  guest: { first_name: string; last_name: string; email: string };
  createdAt: string;
  /** The store's today when it was booked (YYYY-MM-DD): the cancellation rules count from it. */
  bookedOn: string;
  /** The quote's lines at booking time. */
  price: BookingPrice;
  status: "confirmed" | "cancelled";
  cancellation: { cancelledOn: string; refund: number; refundPercent: number } | null;
}

export interface BookingPrice {
  nights: number;
  nightly_price: number;
  subtotal: number;
  cleaning_fee: number;
  extra_guest_fee: number;
  service_fee: number;
  taxes: number;
  total: number;
}

/** A message the demo API "sent": kept in the store (GET /demo/outbox) and logged by the demo server. */
export interface MailRecord {
  to: string;
  subject: string;
  text: string;
  /** The link the message asks its reader to open, if any. */
  link: string | null;
  sentAt: string;
}

/** A set-your-password link's token (mocks/handlers/password-links.ts). */
export interface PasswordLinkRecord {
  userId: number;
  /** Epoch milliseconds. */
  expires: number;
}

export interface UploadRecord {
  id: string;
  ownerId: number;
  contentType: string;
  bytes: Uint8Array;
}

export interface ChannelConnectionRecord {
  provider: string;
  account_id: string;
  connected_at: string;
}

/** A password step that asked for the second factor (mocks/handlers/two-factor.ts). */
export interface PendingLoginRecord {
  userId: number;
  /** Epoch milliseconds. */
  expires: number;
  wrongCodes: number;
}

export interface ContactMessageRecord {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  bookingReference: string | null;
}

/**
 * The demo API's state: seeded deterministically, then changed by sign-ups, wishlists,
 * bookings and messages for as long as the process runs.
 */
export function createStore({
  seed = DEMO_SEED,
  today = new Date(),
  siteUrl = "http://localhost:3000",
  logMail = (_line: string): void => undefined,
} = {}) {
  const random = createRandom(seed);
  const seeded = seedProperties(random);
  handOverToManagedOwner(seeded);
  const properties = [...seeded, ...seedPausedListings(seeded.length + 1)];
  const posts = seedPosts(random);
  const store = {
    today: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())),
    destinations: DESTINATIONS,
    categories: PROPERTY_CATEGORIES,
    postCategories: POST_CATEGORIES,
    properties,
    posts,
    users: seedUsers(),
    paymentMethods: seedPaymentMethods(),
    wishlists: seedWishlists(),
    bookings: [] as BookingRecord[],
    contactMessages: [] as ContactMessageRecord[],
    /** access token -> user id */
    tokens: new Map<string, number>(),
    /** tokens of a single-session account that a newer sign-in replaced: they answer 409 */
    replacedTokens: new Set<string>(),
    /** pending-login token (login_json of a two-factor account) -> the sign-in waiting for its code */
    pendingLogins: new Map<string, PendingLoginRecord>(),
    /** user id -> the listing they are writing, step by step */
    listingDrafts: seedListingDrafts(),
    /** picture id -> an uploaded picture */
    uploads: new Map<string, UploadRecord>(),
    /** user id -> their channel-manager connection */
    channelConnections: new Map<number, ChannelConnectionRecord>(),
    /** Idempotency-Key -> booking id */
    idempotency: new Map<string, number>(),
    /** The site the demo's emails link to (SITE_URL of the demo server). */
    siteUrl: siteUrl.replace(/\/+$/, ""),
    /** Every message "sent", oldest first; the demo server also logs each with `logMail`. */
    outbox: [] as MailRecord[],
    logMail,
    /** set-your-password token -> the account it is for */
    passwordLinks: new Map<string, PasswordLinkRecord>(),
  };
  store.bookings.push(...seedBookings(store));
  return store;
}

export type Store = ReturnType<typeof createStore>;

export type { PostRecord, PropertyRecord, UserRecord, WishlistRecord };

export function issueToken(store: Store, userId: number): string {
  if (store.users.find((user) => user.id === userId)?.singleSession) {
    for (const [earlier, holder] of store.tokens) {
      if (holder !== userId) continue;
      store.tokens.delete(earlier);
      store.replacedTokens.add(earlier);
    }
  }
  const token = `demo.${userId}.${crypto.randomUUID()}`;
  store.tokens.set(token, userId);
  return token;
}

export function userForRequest(store: Store, request: Request): UserRecord | undefined {
  const header = request.headers.get("Authorization") ?? "";
  const token = /^Bearer (.+)$/.exec(header)?.[1];
  const userId = token ? store.tokens.get(token) : undefined;
  return userId === undefined ? undefined : store.users.find((user) => user.id === userId);
}

export type ListingStatus = "published" | "paused";

export const statusOf = (property: PropertyRecord): ListingStatus => (property.paused ? "paused" : "published");

/** What guests see: published properties only; a paused one is hidden until its owner publishes it again. */
export function listedProperties(store: Store): PropertyRecord[] {
  return store.properties.filter((property) => !property.paused);
}

/** A published property by id, as guests may see and book it. */
export function listedProperty(store: Store, id: unknown): PropertyRecord | undefined {
  return store.properties.find((property) => property.id === Number(id) && !property.paused);
}

export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

/** YYYY-MM-DD of the store's today plus `days`. */
export function dayFromToday(store: Store, days: number): string {
  return new Date(store.today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export function daysFromToday(store: Store, isoDate: string): number {
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - store.today.getTime()) / 86_400_000);
}
