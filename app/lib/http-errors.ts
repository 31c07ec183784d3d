import { data, isRouteErrorResponse } from "react-router";

/** A fatal page error with the SPEC 8 message and status, for the root error boundary. */
export function pageError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return data({ ...extra, message }, { status, statusText: message });
}

/** A place a page-not-found answer suggests instead (issue 20: the 404 offers somewhere to go). */
export interface SuggestedPlace {
  slug: string;
  name: string;
  country: string;
}

/**
 * What the error page offers besides the way home: for a 404, the places its answer carries
 * (the catch-all's loader adds the popular destinations), an empty list when it has none; null
 * for any other error.
 */
export function notFoundSuggestions(error: unknown): SuggestedPlace[] | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const payload: unknown = error.data;
  if (!payload || typeof payload !== "object" || !("places" in payload) || !Array.isArray(payload.places)) return [];
  return payload.places.filter(
    (place): place is SuggestedPlace =>
      typeof place === "object" &&
      place !== null &&
      typeof (place as SuggestedPlace).slug === "string" &&
      typeof (place as SuggestedPlace).name === "string" &&
      typeof (place as SuggestedPlace).country === "string",
  );
}

/** The readable message of whatever reached the error boundary, or 'Unknown error'. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const payload: unknown = error.data;
    if (typeof payload === "string" && payload) return payload;
    if (payload && typeof payload === "object" && "message" in payload && typeof payload.message === "string")
      return payload.message;
    return error.statusText || "Unknown error";
  }
  if (error instanceof Error && error.message) return error.message;
  return "Unknown error";
}

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** An upstream refusal (4xx) is for the visitor to fix: it keeps its status and its message. */
export function isClientError(status: number): boolean {
  return status >= 400 && status < 500;
}

/** The status an action answers with when its upstream call failed: the 4xx as is, else 502. */
export function actionFailureStatus(status: number): number {
  return isClientError(status) ? status : 502;
}
