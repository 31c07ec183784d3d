import { Form, Link, useLocation } from "react-router";
import { useRootData } from "~/components/session-user";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

const ROLE_LABELS = { guest: "Traveller", owner: "Owner", agent: "Agent", user: "Member" } as const;

/** The signed-in visitor's menu: a native disclosure, so it works without JavaScript. */
export function AccountMenu() {
  const root = useRootData();
  const location = useLocation();
  const pagePath = useAmpAwarePath();
  if (!root?.user) return null;
  const name = [root.user.first_name, root.user.last_name].filter(Boolean).join(" ") || root.user.email || "My account";
  const role = root.roles?.role ?? "guest";
  return (
    <details className="relative">
      <summary
        className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden"
        aria-label={`Account menu for ${name}`}
      >
        <span className="grid size-7 place-items-center rounded-full bg-brand-600 text-xs font-bold text-white">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="hidden sm:inline">{root.user.first_name ?? "Account"}</span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 rounded-2xl border border-line bg-white p-2 shadow-card">
        <p className="px-3 py-2 text-sm">
          <span className="block font-semibold">{name}</span>
          <span className="block text-muted">Acting as {ROLE_LABELS[role]}</span>
        </p>
        <Link to={pagePath("/trips")} className="flex min-h-11 items-center rounded-xl px-3 text-sm hover:bg-surface">
          My trips
        </Link>
        <Link
          to={pagePath("/wishlists")}
          className="flex min-h-11 items-center rounded-xl px-3 text-sm hover:bg-surface"
        >
          Wishlists
        </Link>
        <Link to={pagePath("/profile")} className="flex min-h-11 items-center rounded-xl px-3 text-sm hover:bg-surface">
          Profile
        </Link>
        {root.roles && root.roles.role_count > 1 ? (
          <Link to={pagePath("/roles")} className="flex min-h-11 items-center rounded-xl px-3 text-sm hover:bg-surface">
            Switch role
          </Link>
        ) : null}
        <Form method="post" action="/logout">
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button
            type="submit"
            className="flex min-h-11 w-full items-center rounded-xl px-3 text-left text-sm hover:bg-surface"
          >
            Sign out
          </button>
        </Form>
      </div>
    </details>
  );
}
