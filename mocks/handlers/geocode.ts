import { http } from "msw";
import { geocode } from "../geocode";
import type { Store } from "../store";
import { fail, ok } from "./respond";
import { requireVendor } from "./vendor-access";

/** Designed: address suggestions over the demo's places for a listing's location (docs/api.md, Owners). */
export function geocodeHandlers(base: string, store: Store) {
  return [
    http.get(`${base}/vendor/geocode`, ({ request }) => {
      const user = requireVendor(store, request);
      if (user instanceof Response) return user;
      const url = new URL(request.url);
      const query = (url.searchParams.get("q") ?? "").trim();
      if (query.length < 3 || query.length > 200)
        return fail(422, "Please check the address.", { q: ["Send 3 to 200 characters."] });
      return ok({ entities: geocode(store.destinations, query, url.searchParams.get("destination")) });
    }),
  ];
}
