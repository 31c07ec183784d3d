import { redirect } from "react-router";
import type { Route } from "./+types/property-redirect";
import { getProperty } from "~/api/properties.server";
import { isAmpPath } from "~/lib/canonical";
import { pageError } from "~/lib/http-errors";
import { parseId } from "~/lib/ids";
import { apiContext } from "~/request-context";

/** /properties/{id}: the named redirect rule of SPEC 2, to the property's canonical URL. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw pageError(404, "Property not found");
  const result = await getProperty(context.get(apiContext), id);
  if (!result.success) {
    throw result.status === 404 ? pageError(404, "Property not found") : pageError(502, "The property could not be loaded");
  }
  const prefix = isAmpPath(url.pathname) ? "/amp" : "";
  return redirect(`${prefix}/properties/${result.data.id}/${encodeURIComponent(result.data.slug)}${url.search}`, 301);
}

/** Never rendered: the loader always redirects or throws. A component keeps this a page route, so errors get the error page. */
export default function RedirectOnly() {
  return null;
}
