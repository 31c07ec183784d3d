import { Link } from "react-router";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

const OWNER_PAGES = [
  { path: "/publish-my-property", label: "Publish a property", description: "List a new home, step by step." },
  {
    path: "/upload-my-pricing",
    label: "Upload my pricing",
    description: "Seasons, minimum stays and fees, typed or from a CSV file.",
  },
  {
    path: "/check-in-information",
    label: "Check-in information",
    description: "Arrival times, keys, Wi-Fi: what guests see once they book.",
  },
  {
    path: "/channel-manager-connection",
    label: "Channel manager",
    description: "Keep calendars and prices in sync with your channel manager.",
  },
];

/** Links between the owner pages; with a property, the per-property pages open on it. */
export function OwnerNav({ current, propertyId }: { current?: string; propertyId?: number | null }) {
  const pagePath = useAmpAwarePath();
  return (
    <nav aria-label="Owner pages" className="mt-10">
      <h2 className="text-lg font-semibold">Owner pages</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {OWNER_PAGES.filter((page) => page.path !== current).map((page) => {
          const perProperty =
            propertyId && (page.path === "/upload-my-pricing" || page.path === "/check-in-information");
          return (
            <li key={page.path}>
              <Link
                to={pagePath(perProperty ? `${page.path}?property=${propertyId}` : page.path)}
                className="block h-full rounded-2xl border border-line p-4 transition-shadow hover:shadow-card"
              >
                <span className="font-semibold text-brand-700">{page.label}</span>
                <span className="mt-1 block text-sm text-muted">{page.description}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
