import { mapsLoader } from "../maps";
import type { AddressSuggester } from "./types";

/**
 * Google Places (with GOOGLE_MAPS_API_KEY, through the SPEC 7 loader): autocomplete as the owner
 * types, and the chosen place's location fetched once, in the same billing session.
 */
export async function googleSuggester(apiKey: string): Promise<AddressSuggester> {
  const { AutocompleteSuggestion, AutocompleteSessionToken } = await mapsLoader(apiKey).importLibrary("places");
  let session = new AutocompleteSessionToken();
  return {
    async suggest(query, _near, signal) {
      const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: query,
        sessionToken: session,
      });
      if (signal.aborted) return [];
      return suggestions.flatMap(({ placePrediction }) =>
        placePrediction
          ? [
              {
                id: placePrediction.placeId,
                label: placePrediction.text.toString(),
                place: async () => {
                  const { place } = await placePrediction.toPlace().fetchFields({ fields: ["location"] });
                  session = new AutocompleteSessionToken();
                  if (!place.location) throw new Error("Google Places gave no location for this address");
                  return {
                    label: placePrediction.text.toString(),
                    latitude: place.location.lat(),
                    longitude: place.location.lng(),
                    destination_slug: null,
                  };
                },
              },
            ]
          : [],
      );
    },
  };
}
