import type { RouterContextProvider } from "react-router";
import { getProperty } from "~/api/properties.server";
import { pageError } from "~/lib/http-errors";
import { parseId } from "~/lib/ids";
import { apiContext } from "~/request-context";

/** The property of a /properties/{id}/… URL, or the page error that says why there is none. */
export async function requireProperty(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const id = parseId(rawId);
  if (id === null) throw pageError(404, "Property not found");
  const result = await getProperty(context.get(apiContext), id);
  if (result.success) return result.data;
  throw result.status === 404
    ? pageError(404, "Property not found")
    : pageError(502, "The property could not be loaded");
}
