import type { Route } from "./+types/posts-category";
import { PageShell } from "~/components/page-shell";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { pageFromUrl } from "~/lib/pagination";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export function loader({ url }: Route.LoaderArgs) {
  return { page: pageFromUrl(url) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Posts", description: "Posts in this category." });

export default function PostsCategoryPage() {
  return (
    <PageShell
      eyebrow={"Read"}
      title={"Posts in this category"}
      intro={"Stories and guides on one theme."}
      notice={"Category lists are being built."}
      links={[{"to": "/blog", "label": "Travel blog", "description": "Ideas and stories for your next trip."}, {"to": "/destinations", "label": "Destination guides", "description": "Local tips for where to stay and what to do."}, {"to": "/properties", "label": "Search all stays", "description": "Filter by place, dates, guests and price."}]}
    />
  );
}
