import { quoteFor } from "../pricing";
import { type BookingRecord, type PropertyRecord, type Store, dayFromToday } from "../store";
import { SEEDED_TRAVELLERS } from "./accounts";

/**
 * Stays booked before the demo starts, so an owner's reservations have something to show: on the
 * first few properties of the demo owner (user 2), of the agent (user 3) and of the owner the agent
 * manages (user 4, seed/owner-listings.ts), past, under way,
 * upcoming and cancelled, all counted from the store's today. An upcoming stay takes the place of
 * a seeded booked range (the range goes, so the owner's calendar shows the stay once, with its
 * reference), and the stay under way ends before the first range, so no night that was free
 * before is taken: every search and quote answers as it did without them.
 */
type Traveller = (typeof SEEDED_TRAVELLERS)[number];

interface SeededStay {
  /** Which of the vendor's properties (by id, lowest first). */
  nth: number;
  traveller: Traveller;
  guests: number;
  /** Days from today; or the nights of the property's booked range `range`. */
  when: { from: number; to: number } | { range: number } | "under way";
  cancelled?: { daysAgo: number; refundPercent: number };
}

const [LENA, MARCO, PRIYA, JONAS] = SEEDED_TRAVELLERS;

const STAYS: Record<number, SeededStay[]> = {
  2: [
    { nth: 0, traveller: LENA, guests: 2, when: { from: -45, to: -38 } },
    { nth: 0, traveller: MARCO, guests: 2, when: "under way" },
    { nth: 0, traveller: PRIYA, guests: 1, when: { range: 1 } },
    { nth: 1, traveller: JONAS, guests: 2, when: { from: -20, to: -16 } },
    { nth: 1, traveller: LENA, guests: 2, when: { range: 0 } },
    { nth: 1, traveller: MARCO, guests: 2, when: { range: 2 }, cancelled: { daysAgo: 5, refundPercent: 100 } },
    { nth: 2, traveller: JONAS, guests: 2, when: { range: 1 } },
    { nth: 2, traveller: PRIYA, guests: 2, when: { from: -90, to: -85 } },
    { nth: 3, traveller: LENA, guests: 2, when: { range: 3 }, cancelled: { daysAgo: 12, refundPercent: 50 } },
  ],
  3: [
    { nth: 0, traveller: PRIYA, guests: 2, when: { range: 0 } },
    { nth: 0, traveller: MARCO, guests: 1, when: { from: -10, to: -7 } },
    { nth: 1, traveller: JONAS, guests: 2, when: "under way" },
  ],
  4: [
    { nth: 0, traveller: LENA, guests: 2, when: { range: 0 } },
    { nth: 1, traveller: PRIYA, guests: 2, when: { from: -30, to: -26 } },
  ],
};

/** The check-in information of the first property of each vendor (the others have none yet). */
const ARRIVAL: Record<string, string> = {
  address: "Rua das Flores 12",
  address_details: "Blue door, second floor",
  access_instructions: "The lockbox is left of the door; the code comes the day before arrival.",
  key_handover: "lockbox",
  key_details: "Lockbox code sent the day before",
  contact_phone: "+351 21 000 0000",
  wifi_name: "Hideaway",
  wifi_password: "sea-breeze",
};

function datesOf(store: Store, property: PropertyRecord, when: SeededStay["when"]): [string, string] {
  if (when === "under way") {
    // Arrived two days ago, leaves before the first seeded booked range (which starts a day or more ahead).
    const firstBooked = property.booked[0]?.startOffset ?? 4;
    return [dayFromToday(store, -2), dayFromToday(store, Math.min(3, firstBooked))];
  }
  if ("range" in when) {
    const range = property.booked[when.range]!;
    return [dayFromToday(store, range.startOffset), dayFromToday(store, range.endOffset)];
  }
  return [dayFromToday(store, when.from), dayFromToday(store, when.to)];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function seedBookings(store: Store): BookingRecord[] {
  const bookings: BookingRecord[] = [];
  /** The seeded ranges a confirmed stay took over, removed once every stay has its dates. */
  const replaced = new Map<PropertyRecord, Set<number>>();
  for (const [ownerId, stays] of Object.entries(STAYS)) {
    const owned = store.properties.filter((property) => property.ownerId === Number(ownerId));
    // Its own check-in and check-out times, as PUT check-in-information keeps them in step.
    if (owned[0])
      owned[0].checkInInformation = {
        ...ARRIVAL,
        check_in_from: owned[0].checkInTime,
        check_out_until: owned[0].checkOutTime,
      };
    for (const stay of stays) {
      const property = owned[stay.nth];
      if (!property) continue;
      const [checkIn, checkOut] = datesOf(store, property, stay.when);
      if (typeof stay.when === "object" && "range" in stay.when && !stay.cancelled)
        replaced.set(property, (replaced.get(property) ?? new Set()).add(stay.when.range));
      const quote = quoteFor(store, property, checkIn, checkOut, stay.guests);
      const id = bookings.length + 1;
      // Booked five weeks before arrival, or, for a stay further ahead, a while before today (and before any cancellation).
      const fiveWeeksAhead = new Date(Date.parse(`${checkIn}T00:00:00Z`) - 35 * 86_400_000).toISOString().slice(0, 10);
      const beforeToday = dayFromToday(store, -14 - (stay.cancelled?.daysAgo ?? 0));
      const bookedOn = fiveWeeksAhead < beforeToday ? fiveWeeksAhead : beforeToday;
      const [, first_name, last_name, email] = stay.traveller;
      bookings.push({
        id,
        reference: `HB-${100000 + id}`,
        userId: stay.traveller[0],
        propertyId: property.id,
        checkIn,
        checkOut,
        guests: stay.guests,
        total: quote.total,
        currency: quote.currency,
        guest: { first_name, last_name, email },
        createdAt: `${bookedOn}T10:00:00.000Z`,
        bookedOn,
        price: {
          nights: quote.nights,
          nightly_price: quote.nightly_price,
          subtotal: quote.subtotal,
          cleaning_fee: quote.cleaning_fee,
          extra_guest_fee: quote.extra_guest_fee,
          service_fee: quote.service_fee,
          taxes: quote.taxes,
          total: quote.total,
        },
        status: stay.cancelled ? "cancelled" : "confirmed",
        cancellation: stay.cancelled
          ? {
              cancelledOn: dayFromToday(store, -stay.cancelled.daysAgo),
              refund: round2((quote.total * stay.cancelled.refundPercent) / 100),
              refundPercent: stay.cancelled.refundPercent,
            }
          : null,
      });
    }
  }
  for (const [property, ranges] of replaced) property.booked = property.booked.filter((_, index) => !ranges.has(index));
  return bookings;
}
