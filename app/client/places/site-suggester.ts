import type { PlaceSuggestion } from "~/lib/owner/place-suggestions";
import type { AddressSuggester } from "./types";

/** The site's GET /owner/geocode, over the product API's geocoder (docs/api.md, Geocoding). */
export const siteSuggester: AddressSuggester = {
  async suggest(query, near, signal) {
    const search = new URLSearchParams({ q: query });
    if (near) search.set("destination", near);
    const response = await fetch(`/owner/geocode?${search}`, { signal, headers: { Accept: "application/json" } });
    if (!response.ok) return [];
    const { suggestions } = (await response.json()) as { suggestions: PlaceSuggestion[] };
    return suggestions.map((suggestion, index) => ({
      id: `${index}`,
      label: suggestion.label,
      place: () => Promise.resolve(suggestion),
    }));
  },
};
