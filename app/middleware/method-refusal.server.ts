import type { MiddlewareFunction } from "react-router";
import { pageError } from "~/lib/http-errors";
import { methodRefusalContext } from "~/request-context";

/**
 * A method the site does not serve (TRACE, PUT, PROPFIND…) reaches React Router as a GET with
 * the server's refusal in the context (server/app.ts): it becomes the error page with the 405 or
 * 501 status, before any loader runs. The Allow header is the server's.
 */
export const methodRefusalMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  const refusal = context.get(methodRefusalContext);
  if (refusal) throw pageError(refusal.status, refusal.message);
  return next();
};
