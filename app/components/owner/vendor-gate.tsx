import { Link, useLocation } from "react-router";
import { useUi } from "~/components/ui-state";
import type { VendorGateReason } from "~/session/roles";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

/**
 * What an owner page shows to anyone who is not signed in as an owner or agent: what the page
 * is for, and the way in (the vendor sign-in, in the modal or, without JavaScript, on /login).
 */
export function VendorGate({
  reason,
  purpose,
  features,
}: {
  reason: VendorGateReason;
  purpose: string;
  features: string[];
}) {
  const ui = useUi();
  const location = useLocation();
  const pagePath = useAmpAwarePath();
  const loginHref = pagePath(
    `/login?type=vendor&redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`,
  );
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
      <div className="grid gap-8 rounded-3xl border border-line p-6 sm:p-8 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <h2 className="text-xl font-semibold">{purpose}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-surface p-5">
          {reason === "guest" ? (
            <>
              <p role="status" className="font-semibold">
                You are signed in with a traveller account.
              </p>
              <p className="mt-2 text-sm text-muted">
                Owner pages need an owner or agent account. Sign out and sign in with it, or ask our owner team to open
                one for you.
              </p>
              <div className="mt-4 grid gap-2">
                <Link to={pagePath("/contact-us")} className="btn-primary">
                  Ask for an owner account
                </Link>
                <Link to={pagePath("/owner-support")} className="btn-secondary">
                  Owner questions
                </Link>
              </div>
            </>
          ) : (
            <>
              <p className="font-semibold">Sign in as an owner or agent to continue.</p>
              <p className="mt-2 text-sm text-muted">
                Your progress is saved with your account, so you can stop and come back at any time.
              </p>
              <div className="mt-4 grid gap-2">
                <Link
                  to={loginHref}
                  className="btn-primary"
                  onClick={(event) => {
                    event.preventDefault();
                    ui.login.openWith({ userType: "vendor" });
                  }}
                >
                  Sign in as an owner
                </Link>
                <Link to={pagePath("/owner-support")} className="btn-secondary">
                  How listing works
                </Link>
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
