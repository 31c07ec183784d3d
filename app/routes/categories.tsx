import type { Route } from "./+types/categories";
import { PageShell } from "~/components/page-shell";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { pageFromUrl } from "~/lib/pagination";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export function loader({ url }: Route.LoaderArgs) {
  return { page: pageFromUrl(url) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Categories", description: "Browse vacation rentals by category: cabins, villas, beach houses and more." });

export default function CategoriesPage() {
  return (
    <PageShell
      eyebrow={"Explore"}
      title={"Browse stays by category"}
      intro={"From beach houses to mountain cabins, find the kind of place that suits your trip."}
      notice={"The category list is being built. Search all stays or read our destination guides meanwhile."}
      links={[{"to": "/properties", "label": "Search all stays", "description": "Filter by place, dates, guests and price."}, {"to": "/destinations", "label": "Destination guides", "description": "Local tips for where to stay and what to do."}, {"to": "/blog", "label": "Travel blog", "description": "Ideas and stories for your next trip."}]}
    />
  );
}
