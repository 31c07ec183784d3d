import { http } from "msw";
import { createSerializers } from "../serialize";
import type { Store } from "../store";
import { notFound, ok, originOf, pageParams, paginate } from "./respond";

/** Designed: destinations and property categories (docs/api.md, Places). */
export function placeHandlers(base: string, store: Store) {
  return [
    http.get(`${base}/destinations`, ({ request }) => {
      const paging = pageParams(new URL(request.url), 24);
      if (paging instanceof Response) return paging;
      const serialize = createSerializers(store, originOf(request, base));
      const all = store.destinations.map((destination) => serialize.destination(destination.slug)!);
      return ok(paginate(all, paging.page, paging.perPage));
    }),
    http.get(`${base}/destinations/:slug`, ({ request, params }) => {
      const destination = createSerializers(store, originOf(request, base)).destination(String(params.slug));
      return destination ? ok(destination) : notFound("Destination");
    }),
    http.get(`${base}/categories`, ({ request }) => {
      const paging = pageParams(new URL(request.url), 50);
      if (paging instanceof Response) return paging;
      const serialize = createSerializers(store, originOf(request, base));
      const all = store.categories.map((category) => serialize.category(category.id)!);
      return ok(paginate(all, paging.page, paging.perPage));
    }),
    http.get(`${base}/categories/:id`, ({ request, params }) => {
      const category = createSerializers(store, originOf(request, base)).category(Number(params.id));
      return category ? ok(category) : notFound("Category");
    }),
  ];
}
