import type { MiddlewareFunction } from "react-router";
import { bodyTooLarge } from "~/lib/request-body-limits";
import { requestBodyContext } from "~/request-context";

/**
 * A body over its cap never reaches an action: when its declared length is over, the request is
 * refused before anything runs; when it grows past the cap while streaming, the server stops
 * reading and the action that reads the cut body throws the same 413 (server/request-body.ts);
 * an action that caught that and answered otherwise still answers 413.
 */
export const bodyLimitMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const body = context.get(requestBodyContext);
  if (body.exceeded()) throw bodyTooLarge();
  const response = await next();
  if (body.exceeded()) throw bodyTooLarge();
  return response;
};
