/**
 * Which request methods the site answers, and how it refuses the others (RFC 9110). Pages
 * answer GET and HEAD, pages with a form also POST, and OPTIONS says which; any other method the
 * HTTP standards define gets 405 with an Allow header, and a method they do not define gets 501.
 * The server decides before React Router (server/app.ts), since Node's Request cannot even carry
 * TRACE, and the refusal is shown on the site's error page (middleware/method-refusal.server.ts).
 */

/** RFC 9110's methods and PATCH (RFC 5789): known, so a refusal of one is a 405, not a 501. */
const STANDARD_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"]);

export interface MethodRefusal {
  status: 405 | 501;
  message: string;
}

export const METHOD_NOT_ALLOWED: MethodRefusal = { status: 405, message: "Method not allowed" };
export const METHOD_UNKNOWN: MethodRefusal = { status: 501, message: "Unknown request method" };

export type MethodVerdict = { kind: "serve" } | { kind: "options" } | { kind: "refuse"; refusal: MethodRefusal };

/** The Allow header of an address: POST only where a page has a form to send. */
export function allowedMethods(acceptsPost: boolean): string {
  return acceptsPost ? "GET, HEAD, OPTIONS, POST" : "GET, HEAD, OPTIONS";
}

/**
 * `acceptsPost` is asked only for a POST: it matches the address against every route, which a
 * GET or HEAD (nearly every request) has no use for.
 */
export function methodVerdict(method: string, acceptsPost: () => boolean): MethodVerdict {
  const name = method.toUpperCase();
  if (name === "GET" || name === "HEAD" || (name === "POST" && acceptsPost())) return { kind: "serve" };
  if (name === "OPTIONS") return { kind: "options" };
  return { kind: "refuse", refusal: STANDARD_METHODS.has(name) ? METHOD_NOT_ALLOWED : METHOD_UNKNOWN };
}
