import type { Route } from "./+types/not-found";
import { listDestinations } from "~/api/destinations.server";
import { pageError } from "~/lib/http-errors";
import { apiContext } from "~/request-context";

/** How many destinations the 404 suggests: the home page's first ones, from the same cached call. */
const SUGGESTED_PLACES = 8;

/**
 * Any path no page claims: SPEC 8 'Page not found', 404, shown by the error page, which also
 * offers a search and the popular destinations (an outage of that list leaves it out).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const destinations = await listDestinations(context.get(apiContext));
  const places = destinations.success
    ? destinations.data.entities.slice(0, SUGGESTED_PLACES).map(({ slug, name, country }) => ({ slug, name, country }))
    : [];
  throw pageError(404, "Page not found", { places });
}

export function action() {
  throw pageError(404, "Page not found");
}

export default function NotFound() {
  return null;
}
