import type { MiddlewareFunction } from "react-router";
import { UNREADABLE_FORM, formEncodingOf } from "~/lib/form-encoding";
import { pageError } from "~/lib/http-errors";
import { requestBodyContext } from "~/request-context";

/**
 * Every action reads its body with `request.formData()`, which throws a TypeError (a 500 and a
 * stack trace in the log) for a body that is not a form. So a post that is not a form is refused
 * before the action with the error page (lib/form-encoding.ts: 415, or 400 for a multipart body
 * without a boundary), a post with nothing in it reads as an empty form, and a form body that
 * turns out broken (a multipart body cut short) makes the action's `formData()` throw the 400
 * page instead of the TypeError. A body over its cap keeps its 413, and a visitor who went away
 * is not answered at all, as before.
 */
export const formBodyMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (request.method.toUpperCase() !== "POST") return next();
  const verdict = formEncodingOf(request.headers);
  if ("refusal" in verdict) throw pageError(verdict.refusal.status, verdict.refusal.message);
  const readForm = request.formData.bind(request);
  const formData =
    verdict.encoding === "empty"
      ? () => Promise.resolve(new FormData())
      : () =>
          readForm().catch((error: unknown) => {
            const unreadable =
              error instanceof TypeError && !request.signal.aborted && !context.get(requestBodyContext).exceeded();
            throw unreadable ? pageError(UNREADABLE_FORM.status, UNREADABLE_FORM.message) : error;
          });
  // The action gets this same Request object: its formData() is this one.
  Object.defineProperty(request, "formData", { configurable: true, value: formData });
  return next();
};
