import { data, isRouteErrorResponse } from "react-router";

/** A fatal page error with the SPEC 8 message and status, for the root error boundary. */
export function pageError(status: number, message: string) {
  return data({ message }, { status, statusText: message });
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
