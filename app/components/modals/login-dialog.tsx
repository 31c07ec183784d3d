import { Suspense, lazy } from "react";
import { Modal } from "~/components/modal";
import { useUi } from "~/components/ui-state";

/**
 * SPEC 2 centred sign-in modal for logged-out visitors. Its open state, form mode, user type
 * and list-your-property error live in the shared UI state so any page can open it.
 */
// The forms (and the social and captcha modules behind them) load when the modal first opens.
const LoginForms = lazy(() =>
  import("~/components/auth/login-forms").then((module) => ({ default: module.LoginForms })),
);

export function LoginDialog() {
  const ui = useUi();
  const vendor = ui.login.userType === "vendor";
  return (
    <Modal
      open={ui.login.open}
      onClose={ui.login.close}
      title={vendor ? "Sign in as an owner or agent" : "Sign in or sign up"}
    >
      {ui.login.listYourPropertyError ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-danger">
          {ui.login.listYourPropertyError}
        </p>
      ) : null}
      <Suspense
        fallback={
          <p role="status" className="text-sm text-muted">
            Loading the sign-in form…
          </p>
        }
      >
        <LoginForms
          key={`${ui.login.mode}-${ui.login.userType}`}
          variant="modal"
          initialMode={ui.login.mode}
          initialType={ui.login.userType}
        />
      </Suspense>
    </Modal>
  );
}
