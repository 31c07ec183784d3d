import { Link, useLocation } from "react-router";
import { Modal } from "~/components/modal";
import { useUi } from "~/components/ui-state";

/**
 * SPEC 2 centred sign-in modal for logged-out visitors. Its open state lives in the shared UI
 * state so any page can open it; the sign-in forms themselves live on /login.
 */
export function LoginModal() {
  const ui = useUi();
  const location = useLocation();
  const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
  const vendor = ui.login.userType === "vendor";
  return (
    <Modal open={ui.login.open} onClose={ui.login.close} title={vendor ? "Sign in as an owner or agent" : "Sign in"}>
      {ui.login.listYourPropertyError ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-danger">
          {ui.login.listYourPropertyError}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        {vendor
          ? "Manage your listings, prices and bookings with your owner or agent account."
          : "Save places to wishlists, book faster with saved details and see your trips."}
      </p>
      <div className="mt-6 grid gap-3">
        <Link to={`/login?type=${vendor ? "vendor" : "guest"}&redirectTo=${redirectTo}`} className="btn-primary" onClick={ui.login.close}>
          Continue with email
        </Link>
        <Link to={`/login/facebook?redirectTo=${redirectTo}`} className="btn-secondary" onClick={ui.login.close}>
          Continue with Facebook
        </Link>
      </div>
    </Modal>
  );
}
