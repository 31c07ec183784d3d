import type { Route } from "./+types/properties";
import { PageShell } from "~/components/page-shell";
import { DEFAULT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { pageFromUrl } from "~/lib/pagination";

export const handle: PageHandle = { layout: DEFAULT_LAYOUTS };

export function loader({ url }: Route.LoaderArgs) {
  return { page: pageFromUrl(url) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Search stays", description: "Search vacation rentals by destination, dates, guests and price." });

export default function PropertiesPage() {
  return (
    <PageShell
      eyebrow={"Search"}
      title={"Find your stay"}
      intro={"Search by destination, dates and guests."}
      notice={"Search results with filters and a map are being built. Browse destination guides and categories meanwhile."}
      links={[{"to": "/destinations", "label": "Destination guides", "description": "Local tips for where to stay and what to do."}, {"to": "/categories", "label": "Browse by category", "description": "Cabins, villas, beach houses and more."}, {"to": "/blog", "label": "Travel blog", "description": "Ideas and stories for your next trip."}]}
    />
  );
}
