import type { Route } from "./+types/rental";
import { PageShell } from "~/components/page-shell";
import { DEFAULT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: DEFAULT_LAYOUTS };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Vacation rentals", description: "Vacation rentals at this destination." });

export default function RentalPage() {
  return (
    <PageShell
      eyebrow={"Rentals"}
      title={"Vacation rentals"}
      intro={"Places to stay at this destination."}
      notice={"Destination landing pages are being built. Search all stays or read the destination guides meanwhile."}
      links={[{"to": "/properties", "label": "Search all stays", "description": "Filter by place, dates, guests and price."}, {"to": "/destinations", "label": "Destination guides", "description": "Local tips for where to stay and what to do."}, {"to": "/categories", "label": "Browse by category", "description": "Cabins, villas, beach houses and more."}]}
    />
  );
}
