import type { Route } from "./+types/property-placeholder";
import { PageShell } from "~/components/page-shell";
import { DEFAULT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { routeHeaders } from "~/lib/cache-policy";

export const handle: PageHandle = { layout: DEFAULT_LAYOUTS };

export const headers = routeHeaders("public-page", "page");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Properties", description: "Find a property to stay in." });

export default function PropertyPlaceholderPage() {
  return (
    <PageShell
      eyebrow={"Properties"}
      title={"Find a property"}
      intro={"Every stay has its own page with photos, prices and availability."}
      notice={"Pick a stay from search or a destination guide to see its page."}
      links={[
        { to: "/properties", label: "Search all stays", description: "Filter by place, dates, guests and price." },
        {
          to: "/destinations",
          label: "Destination guides",
          description: "Local tips for where to stay and what to do.",
        },
        { to: "/categories", label: "Browse by category", description: "Cabins, villas, beach houses and more." },
      ]}
    />
  );
}
