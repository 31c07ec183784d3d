import type { Route } from "./+types/sitemap-category";
import { PageShell } from "~/components/page-shell";
import { EMPTY_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: EMPTY_LAYOUTS };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Site map", description: "Site map section." });

export default function SitemapCategoryPage() {
  return (
    <PageShell
      eyebrow={"Site map"}
      title={"Site map section"}
      intro={"Pages in this section of the site."}
      notice={"Site map sections are being built. The main sections are below."}
      links={[{"to": "/properties", "label": "Search all stays", "description": "Filter by place, dates, guests and price."}, {"to": "/destinations", "label": "Destination guides", "description": "Local tips for where to stay and what to do."}, {"to": "/blog", "label": "Travel blog", "description": "Ideas and stories for your next trip."}]}
    />
  );
}
