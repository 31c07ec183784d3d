import { type ApiClient, callApi, payloadOf } from "~/api/client.server";
import { wishlistAnswerSchema, wishlistListAnswerSchema, wishlistPropertyAnswerSchema } from "~/api/schemas";

/** SPEC 9: wishlist page size 8. */
export const WISHLIST_PAGE_SIZE = 8;

/** SPEC 7 GET /guest/wishlists (page default 1, per_page default 8). */
export async function listWishlists(api: ApiClient, page = 1, perPage = WISHLIST_PAGE_SIZE) {
  return payloadOf(
    await callApi("GET /guest/wishlists", wishlistListAnswerSchema, () =>
      api.http.get("guest/wishlists", { searchParams: { page, per_page: perPage } }).json(),
    ),
  );
}

/** SPEC 7 POST /guest/wishlists: the new wishlist is appended to the list by the caller. */
export async function createWishlist(api: ApiClient, name: string) {
  return payloadOf(
    await callApi("POST /guest/wishlists", wishlistAnswerSchema, () =>
      api.http.post("guest/wishlists", { body: new URLSearchParams({ name }) }).json(),
    ),
  );
}

/** SPEC 7 GET /guest/wishlists/{id}: becomes the current wishlist. */
export async function getWishlist(api: ApiClient, id: number) {
  return payloadOf(
    await callApi("GET /guest/wishlists/{id}", wishlistAnswerSchema, () =>
      api.http.get(`guest/wishlists/${id}`).json(),
    ),
  );
}

/** SPEC 7 PUT /guest/wishlists/{id} with a form body. */
export async function renameWishlist(api: ApiClient, id: number, name: string) {
  return payloadOf(
    await callApi("PUT /guest/wishlists/{id}", wishlistAnswerSchema, () =>
      api.http.put(`guest/wishlists/${id}`, { body: new URLSearchParams({ name }) }).json(),
    ),
  );
}

/** SPEC 7 POST /guest/wishlists/properties/{id}: data.entities are the wishlists now holding it. */
export async function addToWishlist(api: ApiClient, propertyId: number, wishlistId: number) {
  return payloadOf(
    await callApi("POST /guest/wishlists/properties/{id}", wishlistPropertyAnswerSchema, () =>
      api.http
        .post(`guest/wishlists/properties/${propertyId}`, {
          body: new URLSearchParams({ wishlist_id: String(wishlistId) }),
        })
        .json(),
    ),
  );
}
