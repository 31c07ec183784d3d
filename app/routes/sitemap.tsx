import type { Route } from "./+types/sitemap";
import { PageShell } from "~/components/page-shell";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Site map", description: "Every section of the site in one place." });

export default function SitemapPage() {
  return (
    <PageShell
      eyebrow={"Site map"}
      title={"Site map"}
      intro={"Every section of the site in one place."}
      notice={"The full site map by category is being built. The main sections are below."}
      links={[{"to": "/properties", "label": "Search all stays", "description": "Filter by place, dates, guests and price."}, {"to": "/destinations", "label": "Destination guides", "description": "Local tips for where to stay and what to do."}, {"to": "/blog", "label": "Travel blog", "description": "Ideas and stories for your next trip."}]}
    />
  );
}
