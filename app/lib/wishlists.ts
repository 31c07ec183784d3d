import type { Wishlist } from "~/api/schemas";

/** SPEC 7: the answer's data.entities replace the matching wishlists in the list (by id). */
export function mergeWishlists(current: readonly Wishlist[], updated: readonly Wishlist[]): Wishlist[] {
  const byId = new Map(updated.map((wishlist) => [wishlist.id, wishlist]));
  return current.map((wishlist) => byId.get(wishlist.id) ?? wishlist);
}

/** SPEC 7: a created wishlist is appended to the list. */
export function appendWishlist(current: readonly Wishlist[], created: Wishlist): Wishlist[] {
  return [...current.filter((wishlist) => wishlist.id !== created.id), created];
}
