import { data } from "react-router";
import type { Route } from "./+types/property-quote";
import { cacheHeaders } from "~/lib/cache-policy";
import { pageError } from "~/lib/http-errors";
import { parseId } from "~/lib/ids";
import { apiContext } from "~/request-context";
import { quoteStay } from "./property-quote.server";

/**
 * GET /properties/{id}/{slug}/quote?check_in&check_out&guests: the booking box's quote for a
 * stay, asked by its fetcher as the visitor changes the dates or guests (a new stay cancels the
 * request before it). The same answer as the property page's for that stay; public like the page.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw pageError(404, "Property not found");
  const answer = await quoteStay(context.get(apiContext), id, url.searchParams);
  return data(answer, { headers: cacheHeaders("public-page", "search") });
}
