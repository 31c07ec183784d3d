import type { AddressSuggester } from "./types";

/** Google Places when a maps key is configured, else the site's own geocoder; each loaded only when asked for. */
export async function addressSuggester(googleMapsKey: string | undefined): Promise<AddressSuggester> {
  if (googleMapsKey) {
    const { googleSuggester } = await import("./google-suggester");
    return googleSuggester(googleMapsKey);
  }
  const { siteSuggester } = await import("./site-suggester");
  return siteSuggester;
}
