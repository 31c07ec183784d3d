import type { PlaceSuggestion } from "~/lib/owner/place-suggestions";

/** One line of the address list; where it is may take a further request (Google's Place Details). */
export interface AddressOption {
  id: string;
  label: string;
  place: () => Promise<PlaceSuggestion>;
}

/** The small interface behind the address field: the site's own geocoder or Google Places. */
export interface AddressSuggester {
  /** Up to five options for what is typed, near the destination chosen (a slug) when it names no place. */
  suggest: (query: string, near: string | null, signal: AbortSignal) => Promise<AddressOption[]>;
}
