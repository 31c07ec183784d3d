import { onLand } from "./land";
import type { DestinationSeed } from "./seed/places";

export interface GeocodeSuggestion {
  label: string;
  latitude: number;
  longitude: number;
  destination_slug: string;
}

/** Lower case without accents, so "Cote d'Azur" finds "Côte d'Azur". */
const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** A stable number in [0, 1) for a text (FNV-1a), so one street always lands on one spot. */
function unitHash(text: string, salt: number): number {
  let hash = 0x811c9dc5 ^ salt;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}

/** At most this far (in degrees, about 4 km) from the destination's centre: the demo's stays lie within 7 km. */
const SPREAD = 0.035;
/** Spots tried for a street, each further out when none of 16 was on land (a centre in a bay or a fjord). */
const SPOTS_TRIED = 48;

/**
 * A street's spot: the first of its own sequence of spots round the centre (from its hash, so
 * the same every time) that is on land on the map the site draws; the first spot if none is.
 */
function streetSpot(centre: { latitude: number; longitude: number }, key: string) {
  let first: { latitude: number; longitude: number } | null = null;
  for (let attempt = 0; attempt < SPOTS_TRIED; attempt++) {
    const spread = SPREAD * (1 + Math.floor(attempt / 16));
    const spot = {
      latitude: centre.latitude + (unitHash(key, 2 * attempt + 1) * 2 - 1) * spread,
      longitude: centre.longitude + (unitHash(key, 2 * attempt + 2) * 2 - 1) * spread,
    };
    if (onLand(spot.latitude, spot.longitude)) return spot;
    first ??= spot;
  }
  return first!;
}
const MAX_SUGGESTIONS = 5;

/**
 * The demo API's geocoder over its own places (docs/api.md, Geocoding): a query that names
 * destinations (or their country) suggests each of them; else the destination it is near, when
 * given. The rest of the query is the street, placed at a spot of its own near the centre, on
 * land (mocks/land.ts).
 */
export function geocode(
  destinations: readonly DestinationSeed[],
  query: string,
  near: string | null,
): GeocodeSuggestion[] {
  const wanted = plain(query);
  const named = destinations.filter((destination) => wanted.includes(plain(destination.name)));
  const byCountry = named.length
    ? []
    : destinations.filter((destination) => wanted.includes(plain(destination.country)));
  const nearby = destinations.filter((destination) => destination.slug === near);
  const matches = named.length ? named : byCountry.length ? byCountry : nearby;
  return matches.slice(0, MAX_SUGGESTIONS).map((destination) => {
    const street = query
      .split(",")
      .map((part) => part.trim())
      .filter((part) => {
        const words = plain(part);
        return words !== "" && words !== plain(destination.name) && words !== plain(destination.country);
      })
      .join(", ");
    const key = plain(street);
    const round = (value: number) => Math.round(value * 100_000) / 100_000;
    const spot = key ? streetSpot(destination, key) : destination;
    return {
      label: [street, destination.name, destination.country].filter(Boolean).join(", "),
      latitude: round(spot.latitude),
      longitude: round(spot.longitude),
      destination_slug: destination.slug,
    };
  });
}
