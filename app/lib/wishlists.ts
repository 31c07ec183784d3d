import { z } from "zod";
import type { Wishlist } from "~/api/schemas";

export const wishlistNameSchema = z.string().trim().min(1, "Give the wishlist a name.").max(60, "Keep the name under 60 characters.");

/** SPEC 7: the answer's data.entities replace the matching wishlists in the list (by id). */
export function mergeWishlists(current: readonly Wishlist[], updated: readonly Wishlist[]): Wishlist[] {
  const byId = new Map(updated.map((wishlist) => [wishlist.id, wishlist]));
  return current.map((wishlist) => byId.get(wishlist.id) ?? wishlist);
}

/** SPEC 7: a created wishlist is appended to the list. */
export function appendWishlist(current: readonly Wishlist[], created: Wishlist): Wishlist[] {
  return [...current.filter((wishlist) => wishlist.id !== created.id), created];
}
