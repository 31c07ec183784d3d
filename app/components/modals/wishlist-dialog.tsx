import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { Modal } from "~/components/modal";
import { useUi } from "~/components/ui-state";
import { appendWishlist, mergeWishlists } from "~/lib/wishlists";
import type { WishlistActionData, WishlistsPageData } from "~/lib/wishlists";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

/**
 * SPEC 2 wishlist modal for signed-in guests (open flag and the property concerned): lists the
 * guest's wishlists, saves the property to one, or creates a new one with it.
 */
export function WishlistDialog() {
  const ui = useUi();
  const pagePath = useAmpAwarePath();
  const { open, propertyId } = ui.wishlist;
  const lists = useFetcher<WishlistsPageData>({ key: "wishlist-modal-lists" });
  const save = useFetcher<WishlistActionData>({ key: "wishlist-modal-save" });

  // Reload each time the modal opens (fetcher.load itself is stable). React Router keeps a failed
  // load in the fetcher's state (or the error boundary): its promise does not reject.
  const loadLists = lists.load;
  useEffect(() => {
    if (open) void loadLists(pagePath("/wishlists"));
  }, [open, loadLists, pagePath]);

  // The save answer is merged in at once (SPEC 7); the revalidated list follows.
  const loaded = lists.data?.wishlists?.entities ?? [];
  const withCreated = save.data?.created ? appendWishlist(loaded, save.data.created) : loaded;
  const wishlists = save.data?.updated.length ? mergeWishlists(withCreated, save.data.updated) : withCreated;
  const busy = save.state !== "idle";
  return (
    <Modal open={open} onClose={ui.wishlist.close} title="Save to a wishlist" placement="sheet">
      {save.data?.savedTo ? (
        <p role="status" className="mb-4 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
          Saved to {save.data.savedTo}.
        </p>
      ) : null}
      {save.data?.formError ? (
        <p role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger">
          {save.data.formError}
        </p>
      ) : null}
      {lists.state === "loading" && !lists.data ? (
        <p className="text-sm text-muted" role="status">
          Loading your wishlists…
        </p>
      ) : lists.data && !lists.data.wishlists ? (
        <p role="alert" className="text-sm text-danger">
          Your wishlists could not be loaded. Please try again.
        </p>
      ) : (
        <ul className="grid gap-2">
          {wishlists.map((wishlist) => {
            const holds = propertyId !== null && wishlist.properties.some((property) => property.id === propertyId);
            return (
              <li key={wishlist.id}>
                <save.Form
                  method="post"
                  action={pagePath("/wishlists")}
                  className="flex items-center justify-between gap-3 rounded-2xl border border-line px-4 py-2"
                >
                  <input type="hidden" name="property_id" value={propertyId ?? ""} />
                  <input type="hidden" name="wishlist_id" value={wishlist.id} />
                  <span>
                    <span className="block font-medium">{wishlist.name}</span>
                    <span className="block text-xs text-muted">{wishlist.properties.length} saved</span>
                  </span>
                  <button type="submit" className={holds ? "btn-secondary" : "btn-primary"} disabled={busy || holds}>
                    {holds ? "Saved" : "Save"}
                  </button>
                </save.Form>
              </li>
            );
          })}
        </ul>
      )}
      <save.Form
        method="post"
        action={pagePath("/wishlists")}
        className="mt-5 flex items-end gap-2 border-t border-line pt-5"
      >
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="property_id" value={propertyId ?? ""} />
        <div className="flex-1">
          <label htmlFor="modal-new-wishlist" className="field-label">
            New wishlist
          </label>
          <input
            type="text"
            id="modal-new-wishlist"
            name="name"
            maxLength={60}
            placeholder="Summer 2027"
            className="field-input"
          />
        </div>
        <button type="submit" className="btn-secondary" disabled={busy}>
          Create
        </button>
      </save.Form>
      <Link
        to={pagePath("/wishlists")}
        onClick={ui.wishlist.close}
        className="mt-4 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
      >
        See all wishlists
      </Link>
    </Modal>
  );
}
