import { Link } from "react-router";
import { Modal } from "~/components/modal";
import { useRootData } from "~/components/session-user";
import { useUi } from "~/components/ui-state";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

const STEPS = [
  "Describe your home, add photos and set house rules.",
  "Set your nightly prices, seasons and fees, or upload them as a file.",
  "Connect your channel manager and welcome guests.",
];

/** SPEC 2 list-your-property modal: what listing involves, and the way in for each kind of visitor. */
export function ListYourPropertyDialog() {
  const ui = useUi();
  const root = useRootData();
  const pagePath = useAmpAwarePath();
  const close = () => ui.listYourProperty.setOpen(false);
  const signedIn = Boolean(root?.user);
  const vendor = Boolean(root?.roles && (root.roles.roles.owner || root.roles.roles.agent));
  const signInAsVendor = () => {
    close();
    ui.login.openWith({ userType: "vendor" });
  };
  return (
    <Modal open={ui.listYourProperty.open} onClose={close} title="List your property">
      <ol className="space-y-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 font-semibold text-brand-800">
              {index + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
      {signedIn && !vendor ? (
        <p className="mt-5 rounded-2xl bg-surface px-4 py-3 text-sm">
          You are signed in with a traveller account. To list a home, sign out and sign in with your owner or agent
          account, or ask our owner team to open one.
        </p>
      ) : null}
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {signedIn ? (
          <Link to={pagePath("/publish-my-property")} className="btn-primary" onClick={close}>
            {vendor ? "Get started" : "How listing works"}
          </Link>
        ) : (
          <button type="button" className="btn-primary" onClick={signInAsVendor}>
            Sign in as an owner
          </button>
        )}
        <Link
          to={pagePath(signedIn ? "/owner-support" : "/publish-my-property")}
          className="btn-secondary"
          onClick={close}
        >
          {signedIn ? "Owner questions" : "How listing works"}
        </Link>
      </div>
    </Modal>
  );
}
