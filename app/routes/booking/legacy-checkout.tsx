import { redirect } from "react-router";
import type { Route } from "./+types/legacy-checkout";
import { ampAwarePath } from "~/lib/amp-path";
import { pageError } from "~/lib/http-errors";

/**
 * SPEC 2 legacy /checkout: needs query id and slug, else 404 'Property not found'; otherwise a
 * permanent redirect to the property's checkout, keeping every other query parameter.
 */
export function loader({ url }: Route.LoaderArgs) {
  const id = url.searchParams.get("id")?.trim();
  const slug = url.searchParams.get("slug")?.trim();
  if (!id || !slug || !/^\d{1,12}$/.test(id)) throw pageError(404, "Property not found");
  const rest = new URLSearchParams(url.searchParams);
  rest.delete("id");
  rest.delete("slug");
  const query = rest.toString();
  const checkout = `/properties/${id}/${encodeURIComponent(slug)}/checkout${query ? `?${query}` : ""}`;
  return redirect(ampAwarePath(checkout, url), 301);
}

/** Never rendered: the loader always redirects or throws. A component keeps this a page route, so errors get the error page. */
export default function RedirectOnly() {
  return null;
}
