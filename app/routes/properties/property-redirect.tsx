import { redirect } from "react-router";
import type { Route } from "./+types/property-redirect";
import { isAmpPath } from "~/lib/canonical";
import { requireProperty } from "./property-data.server";

/** /properties/{id}: the named redirect rule of SPEC 2, to the property's canonical URL. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const property = await requireProperty(context, params.id);
  const prefix = isAmpPath(url.pathname) ? "/amp" : "";
  return redirect(`${prefix}/properties/${property.id}/${encodeURIComponent(property.slug)}${url.search}`, 301);
}

/** Never rendered: the loader always redirects or throws. A component keeps this a page route, so errors get the error page. */
export default function RedirectOnly() {
  return null;
}
