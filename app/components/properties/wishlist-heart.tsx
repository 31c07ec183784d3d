import { Link } from "react-router";
import { useRootData } from "~/components/session-user";
import { useRequireLogin } from "~/components/auth/login-gate";
import { useUi } from "~/components/ui-state";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

/**
 * Save a property: signed in, it opens the wishlist modal; signed out, it opens the sign-in
 * modal first and carries on once the visitor is in (SPEC 4 login action). Without
 * JavaScript it is a link to the wishlist chooser (through sign-in when needed).
 */
export function WishlistHeart({ propertyId, title }: { propertyId: number; title: string }) {
  const ui = useUi();
  const requireLogin = useRequireLogin();
  const signedIn = Boolean(useRootData()?.user);
  const pagePath = useAmpAwarePath();
  const choose = pagePath(`/wishlists?add=${propertyId}`);
  return (
    <Link
      to={signedIn ? choose : pagePath(`/login?redirectTo=${encodeURIComponent(choose)}`)}
      onClick={(event) => {
        event.preventDefault();
        // requireLogin resolves true or false and never rejects.
        void requireLogin().then((loggedIn) => {
          if (loggedIn) ui.wishlist.openFor(propertyId);
        });
      }}
      className="btn-secondary"
      aria-label={`Save ${title} to a wishlist`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.7 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.6 3.2 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          strokeLinejoin="round"
        />
      </svg>
      Save
    </Link>
  );
}
