import { Loader } from "@googlemaps/js-api-loader";

/** SPEC 7 maps script options. */
export const MAPS_LIBRARIES = ["places", "visualization", "drawing", "geocoding"] as const;
export const MAPS_LANGUAGE = "en";
export const MAPS_VERSION = "weekly";
/** The loader retries a failed script up to 3 times, waiting longer each time. */
export const MAPS_RETRIES = 3;

let loader: Loader | null = null;

/** One loader per page (the library refuses a second one with other options). */
export function mapsLoader(apiKey: string, nonce?: string): Loader {
  loader ??= new Loader({
    apiKey,
    version: MAPS_VERSION,
    libraries: [...MAPS_LIBRARIES],
    language: MAPS_LANGUAGE,
    retries: MAPS_RETRIES,
    nonce,
  });
  return loader;
}
