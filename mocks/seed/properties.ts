import { type Random, slugify } from "../random";
import { type ReviewRecord, reviewHistory } from "./reviews";
import {
  AMENITIES,
  DESTINATIONS,
  type DestinationSeed,
  PROPERTY_CATEGORIES,
  type PropertyCategorySeed,
} from "./places";

export interface BookedRange {
  /** Days from the store's "today" (inclusive). */
  startOffset: number;
  /** Check-out day offset (exclusive). */
  endOffset: number;
}

export interface PropertyRecord {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  destinationSlug: string;
  categoryId: number;
  latitude: number;
  longitude: number;
  nightlyPrice: number;
  cleaningFee: number;
  currency: "EUR" | "GBP" | "NOK";
  maxGuests: number;
  bedrooms: number;
  bathrooms: number;
  rating: number | null;
  reviews: ReviewRecord[];
  amenities: string[];
  imageCount: number;
  houseRules: string[];
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: string;
  booked: BookedRange[];
  ownerId: number;
  /** Set for properties listed through the demo: pictures the owner uploaded. */
  pictures?: { id: string; url: string }[];
  address?: { street: string; postal_code: string };
  beds?: number;
  /** Owner pricing (docs/api.md, Owners): date-range rates override the seasonal price. */
  rates?: { start_date: string; end_date: string; nightly_price: number; minimum_stay: number }[];
  extraGuestFee?: number;
  extraGuestFrom?: number;
  minimumStay?: number;
  checkInInformation?: Record<string, string>;
  /** Nights the owner blocked (each night's YYYY-MM-DD): docs/api.md, Owners, Calendar. */
  blockedNights?: Set<string>;
  /** Nightly prices the owner set night by night (YYYY-MM-DD -> price), over rates and seasons. */
  nightPrices?: Map<string, number>;
  /** Paused by its owner: hidden from search, its page and bookings until published again. */
  paused?: boolean;
}

const CATEGORIES_BY_SETTING: Record<DestinationSeed["setting"], number[]> = {
  coast: [1, 3, 5, 2],
  island: [1, 5, 3, 6],
  city: [3, 8, 3],
  countryside: [6, 1, 2, 8],
  mountains: [7, 4, 3],
  lakes: [2, 4, 1, 3],
};

const NAME_WORDS: Record<DestinationSeed["setting"], string[]> = {
  coast: ["Cliffside", "Harbour View", "Sea Breeze", "Driftwood", "Lighthouse", "Cove", "Saltwater", "Dune"],
  island: ["Olive Tree", "Blue Door", "Sunset", "Windmill", "Fig Tree", "Whitewashed", "Bougainvillea", "Seashell"],
  city: ["Old Town", "Tiled", "Riverside", "Skyline", "Courtyard", "Tram Line", "Rooftop", "Garden Square"],
  countryside: ["Vineyard", "Olive Grove", "Lavender", "Stone", "Cypress", "Orchard", "Hilltop", "Sunflower"],
  mountains: ["Pine", "Summit", "Alpine", "Glacier View", "Larch", "Meadow", "Snowberry", "Edelweiss"],
  lakes: ["Lochside", "Lakeshore", "Heather", "Boathouse", "Willow", "Misty Glen", "Waterside", "Birchwood"],
};

const EXTRAS = [
  "with Pool",
  "with Garden",
  "with Terrace",
  "near the Beach",
  "with Views",
  "by the Water",
  "with Hot Tub",
  "",
];

const REVIEW_TEXTS = [
  "Spotless, beautifully furnished and even better than the photos. We would come back tomorrow.",
  "The host left fresh bread and local wine for our arrival. A lovely touch in a lovely place.",
  "Quiet and comfortable, with everything we needed for cooking. The beds were excellent.",
  "Perfect location for exploring. Check-in was easy and the instructions were clear.",
  "Great for a family: plenty of space for the children and a garden to play in.",
  "The view from the terrace at sunset made the whole trip. Highly recommended.",
  "A real home rather than a rental. Thoughtful details everywhere.",
  "Good value for the area. The kitchen could use a better kettle, but we had a great week.",
];
const REVIEWERS = [
  "Anna",
  "Tom",
  "Sofia",
  "Lukas",
  "Marta",
  "James",
  "Elena",
  "Pierre",
  "Aoife",
  "Jonas",
  "Chloé",
  "Ravi",
];

const HOUSE_RULES = [
  "No smoking inside the house",
  "No parties or events",
  "Quiet hours from 22:00 to 08:00",
  "Please separate recycling",
  "Pets allowed on request",
  "Children of all ages welcome",
];

/** The seeded homes' cancellation policies, in words (their refund rules: mocks/cancellation.ts). */
export const POLICIES = [
  "Free cancellation up to 30 days before arrival; 50% refund up to 14 days before.",
  "Free cancellation up to 14 days before arrival; no refund after that.",
  "Free cancellation up to 48 hours after booking if arrival is at least 14 days away.",
];

const PRICE_BY_CATEGORY: Record<number, [number, number]> = {
  1: [220, 650],
  2: [95, 210],
  3: [70, 190],
  4: [85, 200],
  5: [140, 420],
  6: [150, 380],
  7: [160, 480],
  8: [110, 260],
};

function describe(
  title: string,
  destination: DestinationSeed,
  category: PropertyCategorySeed,
  bedrooms: number,
  amenities: string[],
) {
  const summary = `${category.noun} with ${bedrooms} bedroom${bedrooms === 1 ? "" : "s"} in ${destination.name}. ${destination.intro}`;
  const description = [
    `${title} is a ${category.noun.toLowerCase()} for up to ${bedrooms * 2} people, furnished with care and kept by a local host who lives nearby.`,
    `Inside you will find ${bedrooms} bedroom${bedrooms === 1 ? "" : "s"}, a living room for slow evenings and a kitchen equipped for real cooking. ${amenities.slice(0, 3).join(", ")} are all part of the stay.`,
    `Nearby: ${destination.highlights.join("; ")}. Your host is happy to share the places locals love.`,
  ].join("\n\n");
  return { summary, description };
}

function currencyOf(destination: DestinationSeed): PropertyRecord["currency"] {
  if (destination.country === "United Kingdom") return "GBP";
  return destination.country === "Norway" ? "NOK" : "EUR";
}

/**
 * The price ranges above are about right in euros and pounds; a Norwegian home asks ten times
 * the number in kroner (a krone is about a tenth of a euro), rounded to tens.
 */
function inLocalMoney(amount: number, currency: PropertyRecord["currency"]): number {
  return currency === "NOK" ? Math.round(amount) * 10 : amount;
}

function bookedRanges(random: Random): BookedRange[] {
  const ranges: BookedRange[] = [];
  let day = random.int(1, 12);
  while (day < 365) {
    const length = random.int(3, 10);
    ranges.push({ startOffset: day, endOffset: day + length });
    day += length + random.int(4, 30);
  }
  return ranges;
}

export function seedProperties(random: Random, count = 320): PropertyRecord[] {
  const properties: PropertyRecord[] = [];
  const usedSlugs = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const destination = DESTINATIONS[index % DESTINATIONS.length] as DestinationSeed;
    const categoryId = random.pick(CATEGORIES_BY_SETTING[destination.setting]);
    const category = PROPERTY_CATEGORIES.find((candidate) => candidate.id === categoryId) as PropertyCategorySeed;
    const extra = random.pick(EXTRAS);
    const title = `${random.pick(NAME_WORDS[destination.setting])} ${category.noun}${extra ? ` ${extra}` : ""}`;
    let slug = slugify(`${title} ${destination.name}`);
    if (usedSlugs.has(slug)) slug = `${slug}-${index + 1}`;
    usedSlugs.add(slug);
    const bedrooms = categoryId === 3 ? random.int(1, 3) : random.int(1, 6);
    const amenities = random.sample(AMENITIES, random.int(6, 12));
    if (categoryId === 1 && !amenities.includes("Pool")) amenities.push("Pool");
    const [low, high] = PRICE_BY_CATEGORY[categoryId] ?? [90, 250];
    const reviewCount = random.int(0, 6);
    const recentReviews = Array.from({ length: Math.min(reviewCount, 4) }, (_, reviewIndex) => ({
      author: random.pick(REVIEWERS),
      rating: random.int(4, 5) - (random.chance(0.1) ? 1 : 0),
      text: random.pick(REVIEW_TEXTS),
      date: `2026-${String(((index + reviewIndex) % 10) + 1).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
    }));
    const reviews = reviewHistory(index + 1, recentReviews);
    const rating = reviews.length
      ? Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 100) / 100
      : null;
    const { summary, description } = describe(title, destination, category, bedrooms, amenities);
    const currency = currencyOf(destination);
    properties.push({
      id: index + 1,
      slug,
      title,
      summary,
      description,
      destinationSlug: destination.slug,
      categoryId,
      latitude: Math.round((destination.latitude + random.float(-0.06, 0.06)) * 1e5) / 1e5,
      longitude: Math.round((destination.longitude + random.float(-0.08, 0.08)) * 1e5) / 1e5,
      nightlyPrice: inLocalMoney(Math.round(random.float(low, high)), currency),
      cleaningFee: inLocalMoney(random.pick([0, 35, 50, 60, 80, 120]), currency),
      currency,
      maxGuests: Math.max(2, bedrooms * 2 + (random.chance(0.3) ? 1 : 0)),
      bedrooms,
      bathrooms: Math.max(1, Math.round(bedrooms * random.float(0.5, 1))),
      rating,
      reviews,
      amenities,
      imageCount: random.int(5, 12),
      houseRules: random.sample(HOUSE_RULES, 3),
      checkInTime: random.pick(["15:00", "16:00", "14:00"]),
      checkOutTime: random.pick(["10:00", "11:00"]),
      cancellationPolicy: random.pick(POLICIES),
      booked: bookedRanges(random),
      ownerId: random.pick([2, 3]),
    });
  }
  return properties;
}
