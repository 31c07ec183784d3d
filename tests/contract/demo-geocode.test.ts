import { describe, expect, it } from "vitest";
import { geocode } from "../../mocks/geocode";
import { onLand } from "../../mocks/land";
import { DESTINATIONS } from "../../mocks/seed/places";

// The demo geocoder places a street near its destination's centre, on land on the map the site
// draws (Natural Earth's 1:50m coastline): "12 Harbour Lane, Algarve" used to land in the sea.

describe("the map's land (mocks/land.ts)", () => {
  it("knows land from sea at places whose side of the coast is not in doubt", () => {
    expect(onLand(40.4168, -3.7038)).toBe(true); // Madrid
    expect(onLand(48.8566, 2.3522)).toBe(true); // Paris
    expect(onLand(38.5, -10.5)).toBe(false); // the Atlantic off Lisbon
    expect(onLand(36.5, -8.25)).toBe(false); // the sea south of the Algarve
    expect(onLand(43.0, 5.5)).toBe(false); // the Gulf of Lion
    // Where the demo put 12 Harbour Lane before: offshore on this coastline.
    expect(onLand(37.06643, -8.28305)).toBe(false);
  });
});

const STREETS = [
  "12 Harbour Lane",
  "3 Rua do Castelo",
  "7 Harbour Wall",
  "1 Main Street",
  "22 Sea Road",
  "5 Church Lane",
];

describe("a street the demo geocoder places", () => {
  it("is on land near its destination, in every destination, coastal ones included", () => {
    for (const destination of DESTINATIONS)
      for (const street of STREETS) {
        const [found] = geocode(DESTINATIONS, `${street}, ${destination.name}`, null);
        const where = `${street}, ${destination.name}`;
        expect(found?.destination_slug, where).toBe(destination.slug);
        expect(onLand(found!.latitude, found!.longitude), where).toBe(true);
        // About 12 km at most, however much sea is round the centre.
        expect(Math.abs(found!.latitude - destination.latitude), where).toBeLessThanOrEqual(0.105);
        expect(Math.abs(found!.longitude - destination.longitude), where).toBeLessThanOrEqual(0.105);
      }
  });

  it("is the same spot every time, another street another spot", () => {
    const once = geocode(DESTINATIONS, "12 Harbour Lane, Algarve", null);
    expect(geocode(DESTINATIONS, "12 Harbour Lane, Algarve", null)).toEqual(once);
    expect(geocode(DESTINATIONS, "14 Harbour Lane, Algarve", null)[0]).not.toMatchObject({
      latitude: once[0]!.latitude,
      longitude: once[0]!.longitude,
    });
  });
});
