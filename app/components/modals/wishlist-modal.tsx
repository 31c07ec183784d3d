import { Modal } from "~/components/modal";
import { useUi } from "~/components/ui-state";

/** SPEC 2 wishlist modal for signed-in guests: the open flag and the property concerned. */
export function WishlistModal() {
  const ui = useUi();
  return (
    <Modal open={ui.wishlist.open} onClose={ui.wishlist.close} title="Save to a wishlist" placement="sheet">
      <p className="text-sm text-muted" data-property-id={ui.wishlist.propertyId ?? undefined}>
        Keep this place in one of your wishlists and find it again on any device.
      </p>
      <button type="button" className="btn-secondary mt-6 w-full" onClick={ui.wishlist.close}>
        Close
      </button>
    </Modal>
  );
}
