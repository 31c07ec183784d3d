import { onDemandModal } from "~/components/modals/on-demand";

/** SPEC 2 wishlist modal for signed-in guests (wishlist-dialog.tsx), loaded when first opened. */
export const WishlistModal = onDemandModal(
  (ui) => ui.wishlist.open,
  () => import("~/components/modals/wishlist-dialog").then((module) => module.WishlistDialog),
);
