import type { PropertyRecord } from "./properties";

/**
 * Issue 21: the demo owners' listings in every state. The seeded homes (seed/properties.ts) are
 * published; these two are paused (hidden from guests), one the owner's and one the agent's, and
 * the owner has a listing half-written in the publish wizard. They are added after the seeded
 * homes and take no random draws, so nothing guests see changes.
 */
export function seedPausedListings(firstId: number): PropertyRecord[] {
  const common = {
    rating: null,
    reviews: [],
    imageCount: 6,
    houseRules: ["No smoking inside the house", "Quiet hours from 22:00 to 08:00"],
    checkInTime: "16:00",
    checkOutTime: "10:00",
    cancellationPolicy: "Moderate: full refund up to 5 days before check-in",
    booked: [],
    paused: true,
  } satisfies Partial<PropertyRecord>;
  return [
    {
      ...common,
      id: firstId,
      slug: "harbour-masters-cottage-cornwall",
      title: "Harbour Master's Cottage",
      summary: "A granite cottage above the harbour in Cornwall, two minutes from the coast path.",
      description:
        "Thick granite walls, a wood burner and a kitchen window over the boats. Two bedrooms under the eaves, a walled yard for boots and boards, and the pub on the quay a short walk away.",
      destinationSlug: "cornwall",
      categoryId: 2,
      latitude: 50.21,
      longitude: -5.48,
      nightlyPrice: 165,
      cleaningFee: 50,
      currency: "GBP",
      maxGuests: 4,
      bedrooms: 2,
      bathrooms: 1,
      beds: 2,
      amenities: ["Wi-Fi", "Kitchen", "Heating", "Fireplace", "Sea view"],
      ownerId: 2,
      address: { street: "3 Quay Street", postal_code: "TR26 1LP" },
    },
    {
      ...common,
      id: firstId + 1,
      slug: "boathouse-cabin-norwegian-fjords",
      title: "Boathouse Cabin on the Fjord",
      summary: "A timber cabin on the water's edge with its own jetty and rowing boat.",
      description:
        "A turf-roofed cabin built on the old boathouse: one bedroom, a sleeping loft for two, a wood stove and a jetty for swimming on still mornings. The ferry to the Nærøyfjord leaves from the village.",
      destinationSlug: "norwegian-fjords",
      categoryId: 4,
      latitude: 61.05,
      longitude: 7.02,
      nightlyPrice: 1450,
      cleaningFee: 500,
      currency: "NOK",
      maxGuests: 4,
      bedrooms: 1,
      bathrooms: 1,
      beds: 2,
      amenities: ["Wi-Fi", "Kitchen", "Fireplace", "Free parking"],
      ownerId: 3,
      address: { street: "Fjordvegen 12", postal_code: "5745" },
    },
  ];
}

/** The demo owner's publish wizard, left after three steps (the wizard opens on the fourth). */
export function seedListingDrafts(): Map<number, Record<string, unknown>> {
  return new Map([
    [
      2,
      {
        basics: {
          title: "Olive Press Studio",
          category_id: 3,
          summary: "A studio in a restored olive press, a short walk from the old town.",
          description:
            "Stone arches, a kitchenette, a double bed in the old press room and a shaded courtyard shared with one other guest. The bakery opens at seven.",
        },
        location: {
          destination_slug: "andalusia",
          address: "Calle del Molino 4",
          postal_code: "29400",
          latitude: 36.74,
          longitude: -5.16,
        },
        capacity: { max_guests: 2, bedrooms: 0, beds: 1, bathrooms: 1 },
      },
    ],
  ]);
}

/**
 * The owner the demo's agents list homes for (accounts.ts, `manages`): Tessa, 2fa@example.com.
 * She gets the agent's two newest seeded homes, so the agent (agent@example.com) still lists them,
 * now for her, while the demo owner's homes and the agent's first ones (and their seeded stays)
 * stay as they were. Done after the seed's draws, taking none.
 */
export const MANAGED_OWNER_ID = 4;
const AGENT_ID = 3;

export function handOverToManagedOwner(seeded: PropertyRecord[]): void {
  const agents = seeded.filter((property) => property.ownerId === AGENT_ID);
  for (const property of agents.slice(-2)) property.ownerId = MANAGED_OWNER_ID;
}
