import { Link } from "react-router";
import { useRootData } from "~/components/session-user";
import { useUi } from "~/components/ui-state";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

const COLUMNS = [
  {
    title: "Explore",
    links: [
      { to: "/properties", label: "All stays" },
      { to: "/destinations", label: "Destination guides" },
      { to: "/categories", label: "Categories" },
      { to: "/blog", label: "Travel blog" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/support", label: "Guest support" },
      { to: "/owner-support", label: "Owner support" },
      { to: "/contact-us", label: "Contact us" },
    ],
  },
  {
    title: "Owners",
    links: [
      { to: "/publish-my-property", label: "Publish my property" },
      { to: "/upload-my-pricing", label: "Upload my pricing" },
      { to: "/check-in-information", label: "Check-in information" },
      { to: "/channel-manager-connection", label: "Channel manager" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about-us", label: "About us" },
      { to: "/privacy-policy", label: "Privacy policy" },
      { to: "/terms-and-conditions", label: "Terms and conditions" },
      { to: "/sitemap", label: "Site map" },
    ],
  },
];

export function SiteFooter() {
  const root = useRootData();
  const ui = useUi();
  const pagePath = useAmpAwarePath();
  const name = root?.site.name ?? "";
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-5">
        <div className="col-span-2 md:col-span-1">
          <p className="text-lg font-bold">{name}</p>
          <p className="mt-2 text-sm text-muted">Holiday homes chosen with care, booked with confidence.</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => ui.downloadApp.setOpen(true)}>
            Get the app
          </button>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={pagePath(link.to)}
                    className="inline-flex min-h-11 items-center text-sm text-muted hover:text-ink md:min-h-8"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-muted sm:px-6">
          <p>
            © {root?.today.slice(0, 4)} {name}
          </p>
          <Link to={pagePath("/privacy-policy#cookies")} className="inline-flex min-h-11 items-center hover:text-ink">
            Cookie settings
          </Link>
        </div>
      </div>
    </footer>
  );
}
