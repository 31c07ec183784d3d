import type { Route } from "./+types/category";
import { PageShell } from "~/components/page-shell";
import { pageError } from "~/lib/http-errors";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export function loader({ params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id ?? "")) throw pageError(404, "Page not found");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Category", description: "Vacation rentals in this category." });

export default function CategoryPage() {
  return (
    <PageShell
      eyebrow={"Category"}
      title={"Stays in this category"}
      intro={"Every place in this category, with prices and availability."}
      notice={"Category pages are being built. Search all stays meanwhile."}
      links={[{"to": "/properties", "label": "Search all stays", "description": "Filter by place, dates, guests and price."}, {"to": "/categories", "label": "Browse by category", "description": "Cabins, villas, beach houses and more."}, {"to": "/destinations", "label": "Destination guides", "description": "Local tips for where to stay and what to do."}]}
    />
  );
}
