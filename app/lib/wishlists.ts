import type { Pagination, Wishlist } from "~/api/schemas";

/** What /wishlists's loader gives its page and the wishlist dialog. */
export interface WishlistsPageData {
  page: number;
  /** The property the visitor came to save (`?add=`), if any. */
  addPropertyId: number | null;
  /** The page of lists; null when the API could not give them. */
  wishlists: { entities: Wishlist[]; pagination: Pagination } | null;
}

/** What /wishlists's action answers: the form's error, or what was saved, created or updated. */
export interface WishlistActionData {
  formError: string | null;
  savedTo: string | null;
  created: Wishlist | null;
  updated: Wishlist[];
}

/** SPEC 7: the answer's data.entities replace the matching wishlists in the list (by id). */
export function mergeWishlists(current: readonly Wishlist[], updated: readonly Wishlist[]): Wishlist[] {
  const byId = new Map(updated.map((wishlist) => [wishlist.id, wishlist]));
  return current.map((wishlist) => byId.get(wishlist.id) ?? wishlist);
}

/** SPEC 7: a created wishlist is appended to the list. */
export function appendWishlist(current: readonly Wishlist[], created: Wishlist): Wishlist[] {
  return [...current.filter((wishlist) => wishlist.id !== created.id), created];
}
