import { Link, NavLink, useLocation } from "react-router";
import { AccountMenu } from "~/components/account-menu";
import { BrandLogo } from "~/components/brand-logo";
import { useRootData } from "~/components/session-user";
import { useUi } from "~/components/ui-state";
import { SearchBar } from "~/components/search-bar";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

const NAV = [
  { to: "/destinations", label: "Destinations" },
  { to: "/categories", label: "Stays" },
  { to: "/blog", label: "Blog" },
  { to: "/support", label: "Help" },
];

export function SignInLink({ className }: { className?: string }) {
  const ui = useUi();
  const location = useLocation();
  const pagePath = useAmpAwarePath();
  const redirectTo = `${location.pathname}${location.search}`;
  return (
    <Link
      to={pagePath(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        ui.login.openWith();
      }}
    >
      Sign in
    </Link>
  );
}

export function SiteHeader({ withSearch = false }: { withSearch?: boolean }) {
  const root = useRootData();
  const ui = useUi();
  const pagePath = useAmpAwarePath();
  const name = root?.site.name ?? "";
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2 sm:px-6">
        <BrandLogo name={name} />
        {withSearch ? (
          <div className="hidden flex-1 justify-center md:flex">
            <SearchBar compact />
          </div>
        ) : (
          <nav aria-label="Main" className="hidden flex-1 items-center justify-center gap-1 md:flex">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={pagePath(item.to)}
                className={({ isActive }) =>
                  `rounded-full px-4 py-2.5 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-surface"}`
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            className="btn-secondary hidden lg:inline-flex"
            onClick={() => ui.listYourProperty.setOpen(true)}
          >
            List your property
          </button>
          {root?.user ? <AccountMenu /> : <SignInLink className="btn-primary" />}
        </div>
      </div>
    </header>
  );
}
