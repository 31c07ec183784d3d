/** An address suggestion: what the owner picks, and where it puts the pin. */
export interface PlaceSuggestion {
  label: string;
  latitude: number;
  longitude: number;
  /** The demo API's destination for it; Google's suggestions have none. */
  destination_slug: string | null;
}

/** Suggestions are asked for from this many characters typed, and the query is cut at the other. */
export const MIN_ADDRESS_QUERY = 3;
export const MAX_ADDRESS_QUERY = 200;

/** A coordinate as the form keeps it: five decimals, about a metre. */
export const coordinateText = (value: number) => String(Math.round(value * 100_000) / 100_000);

/** A place chosen without JavaScript travels as "latitude,longitude" (the value of its radio button). */
export const placeValue = (place: { latitude: number; longitude: number }) =>
  `${coordinateText(place.latitude)},${coordinateText(place.longitude)}`;

export function parsePlaceValue(value: string): { latitude: string; longitude: string } | null {
  const match = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(value.trim());
  return match ? { latitude: match[1]!, longitude: match[2]! } : null;
}
