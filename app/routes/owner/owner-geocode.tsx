import type { Route } from "./+types/owner-geocode";
import { geocodeAddress } from "~/api/geocode.server";
import { cacheHeaders } from "~/lib/cache-policy";
import { MAX_ADDRESS_QUERY, MIN_ADDRESS_QUERY } from "~/lib/owner/place-suggestions";
import { apiContext } from "~/request-context";
import { hasSession } from "~/session/vendor-access.server";

/**
 * GET /owner/geocode?q&destination: suggestions for the address an owner is typing in the
 * publish wizard's location step, as JSON `{ suggestions: [{ label, latitude, longitude,
 * destination_slug }] }` (docs/api.md, Geocoding). For signed-in owners only, like the page.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const headers = cacheHeaders("personal");
  if (!hasSession(context)) return Response.json({ suggestions: [] }, { status: 401, headers });
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_ADDRESS_QUERY);
  if (query.length < MIN_ADDRESS_QUERY) return Response.json({ suggestions: [] }, { headers });
  const found = await geocodeAddress(context.get(apiContext), query, url.searchParams.get("destination") || null);
  if (!found.success)
    return Response.json(
      { suggestions: [] },
      { status: found.status === 401 || found.status === 403 ? found.status : 502, headers },
    );
  return Response.json({ suggestions: found.data.entities }, { headers });
}
