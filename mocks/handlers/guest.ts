import { http } from "msw";
import { createSerializers } from "../serialize";
import { type Store, listedProperty, nextId } from "../store";
import { fail, notFound, ok, originOf, pageParams, paginate, readForm, requireUser } from "./respond";

/** SPEC 7 wishlists and saved payment methods of the signed-in guest. */
export function guestHandlers(base: string, store: Store) {
  return [
    http.get(`${base}/guest/wishlists`, ({ request }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const paging = pageParams(new URL(request.url), 8);
      if (paging instanceof Response) return paging;
      const serialize = createSerializers(store, originOf(request, base));
      const mine = store.wishlists.filter((wishlist) => wishlist.userId === user.id).map(serialize.wishlist);
      return ok(paginate(mine, paging.page, paging.perPage));
    }),

    http.post(`${base}/guest/wishlists`, async ({ request }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const name = (await readForm(request)).get("name")?.trim() ?? "";
      if (!name || name.length > 60)
        return fail(422, "Give the wishlist a name of up to 60 characters.", { name: ["Invalid name."] });
      const wishlist = { id: nextId(store.wishlists), userId: user.id, name, propertyIds: [] };
      store.wishlists.push(wishlist);
      return ok(createSerializers(store, originOf(request, base)).wishlist(wishlist), 201);
    }),

    http.get(`${base}/guest/wishlists/:id`, ({ request, params }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const wishlist = store.wishlists.find(
        (candidate) => candidate.id === Number(params.id) && candidate.userId === user.id,
      );
      return wishlist ? ok(createSerializers(store, originOf(request, base)).wishlist(wishlist)) : notFound("Wishlist");
    }),

    http.put(`${base}/guest/wishlists/:id`, async ({ request, params }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const wishlist = store.wishlists.find(
        (candidate) => candidate.id === Number(params.id) && candidate.userId === user.id,
      );
      if (!wishlist) return notFound("Wishlist");
      const name = (await readForm(request)).get("name")?.trim() ?? "";
      if (!name || name.length > 60)
        return fail(422, "Give the wishlist a name of up to 60 characters.", { name: ["Invalid name."] });
      wishlist.name = name;
      return ok(createSerializers(store, originOf(request, base)).wishlist(wishlist));
    }),

    http.post(`${base}/guest/wishlists/properties/:id`, async ({ request, params }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const propertyId = Number(params.id);
      if (!listedProperty(store, propertyId)) return notFound("Property");
      const wishlistId = Number((await readForm(request)).get("wishlist_id"));
      const wishlist = store.wishlists.find((candidate) => candidate.id === wishlistId && candidate.userId === user.id);
      if (!wishlist) return fail(422, "Choose one of your wishlists.", { wishlist_id: ["Unknown wishlist."] });
      if (!wishlist.propertyIds.includes(propertyId)) wishlist.propertyIds.push(propertyId);
      const serialize = createSerializers(store, originOf(request, base));
      const holding = store.wishlists.filter(
        (candidate) => candidate.userId === user.id && candidate.propertyIds.includes(propertyId),
      );
      return ok({ entities: holding.map(serialize.wishlist) });
    }),

    http.get(`${base}/guest/lineup_payment_methods`, ({ request }) => {
      const user = requireUser(store, request);
      if (user instanceof Response) return user;
      const methods = store.paymentMethods
        .filter((method) => method.userId === user.id)
        .map(({ userId: _userId, ...method }) => method);
      return ok({ payment_methods: methods });
    }),
  ];
}
