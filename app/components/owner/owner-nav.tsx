import { Link } from "react-router";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";

/** Every owner page, in the order an owner uses them; the last two open on the chosen property. */
export const OWNER_PAGES = [
  { path: "/owner/listings", label: "Listings" },
  { path: "/owner/reservations", label: "Reservations" },
  { path: "/publish-my-property", label: "Publish a property" },
  { path: "/upload-my-pricing", label: "Upload pricing", perProperty: true },
  { path: "/check-in-information", label: "Check-in information", perProperty: true },
  { path: "/channel-manager-connection", label: "Channel manager" },
] as const;

export type OwnerPagePath = (typeof OWNER_PAGES)[number]["path"];

/**
 * The bar at the top of every owner page: links between them, the current one marked. With a
 * property, the per-property pages open on it. Wraps onto a second line on a phone.
 */
export function OwnerNav({ current, propertyId }: { current?: OwnerPagePath; propertyId?: number | null }) {
  const pagePath = useAmpAwarePath();
  return (
    <nav aria-label="Owner pages" className="border-b border-line bg-white">
      <ul className="mx-auto flex max-w-5xl flex-wrap gap-1.5 px-4 py-2.5 text-sm sm:gap-2 sm:px-6 sm:py-3">
        {OWNER_PAGES.map((page) => {
          const isCurrent = page.path === current;
          const to = "perProperty" in page && propertyId ? `${page.path}?property=${propertyId}` : page.path;
          return (
            <li key={page.path}>
              <Link
                to={pagePath(to)}
                aria-current={isCurrent ? "page" : undefined}
                className={`inline-flex min-h-9 items-center rounded-full border px-2.5 font-medium sm:min-h-10 sm:px-3 ${
                  isCurrent
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-line text-ink hover:border-brand-600 hover:text-brand-700"
                }`}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
