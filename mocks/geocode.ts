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
const MAX_SUGGESTIONS = 5;

/**
 * The demo API's geocoder over its own places (docs/api.md, Geocoding): a query that names
 * destinations (or their country) suggests each of them; else the destination it is near, when
 * given. The rest of the query is the street, placed at a spot of its own near the centre.
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
    return {
      label: [street, destination.name, destination.country].filter(Boolean).join(", "),
      latitude: round(destination.latitude + (key ? (unitHash(key, 1) * 2 - 1) * SPREAD : 0)),
      longitude: round(destination.longitude + (key ? (unitHash(key, 2) * 2 - 1) * SPREAD : 0)),
      destination_slug: destination.slug,
    };
  });
}
