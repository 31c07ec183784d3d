import { redirect } from "react-router";
import type { Route } from "./+types/property-redirect";
import { ampAwarePath } from "~/lib/amp-path";
import { requireProperty } from "./property-data.server";

/** /properties/{id}: the named redirect rule of SPEC 2, to the property's canonical URL. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const property = await requireProperty(context, params.id);
  return redirect(
    ampAwarePath(`/properties/${property.id}/${encodeURIComponent(property.slug)}${url.search}`, url),
    301,
  );
}

/** Never rendered: the loader always redirects or throws. A component keeps this a page route, so errors get the error page. */
export default function RedirectOnly() {
  return null;
}
