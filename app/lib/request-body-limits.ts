import { barePath } from "~/lib/amp-path";
import { pageError } from "~/lib/http-errors";
import { MAX_CSV_BYTES } from "~/lib/owner/pricing-csv";

/**
 * How large a request body may be, by route kind. The server counts the bytes as they arrive,
 * chunked or not, and stops reading at the cap; the app then answers 413 with its own page.
 * Only a signed-in visitor (auth cookie present) may send the owner uploads' larger bodies.
 */
export const FORM_BODY_BYTES = 64_000;
/** One pricing CSV (MAX_CSV_BYTES) and the form fields around it. */
export const PRICING_UPLOAD_BODY_BYTES = MAX_CSV_BYTES + FORM_BODY_BYTES;
/** Up to 12 pictures of 5 MB each and the listing's fields (the publish form says so itself first). */
export const PICTURES_UPLOAD_BODY_BYTES = 64_000_000;

const UPLOAD_LIMITS: Record<string, number> = {
  "/publish-my-property": PICTURES_UPLOAD_BODY_BYTES,
  "/upload-my-pricing": PRICING_UPLOAD_BODY_BYTES,
};

/** "/amp/upload-my-pricing.data" and "/upload-my-pricing/" name the same route as "/upload-my-pricing". */
function routePath(pathname: string): string {
  const path = barePath(pathname)
    .replace(/\.data$/, "")
    .replace(/\/_$/, "")
    .replace(/\/+$/, "");
  return path || "/";
}

export function requestBodyLimit(pathname: string, signedIn: boolean): number {
  if (!signedIn) return FORM_BODY_BYTES;
  return UPLOAD_LIMITS[routePath(pathname)] ?? FORM_BODY_BYTES;
}

export const BODY_TOO_LARGE_MESSAGE = "This request is too large to accept.";

/**
 * What a body over its cap answers: the 413 page. The server also fails the cut body's stream
 * with it, so an action reading that body throws this very answer rather than a server error.
 */
export function bodyTooLarge() {
  return pageError(413, BODY_TOO_LARGE_MESSAGE);
}
