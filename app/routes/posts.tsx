import type { Route } from "./+types/posts";
import { PageShell } from "~/components/page-shell";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { pageFromUrl } from "~/lib/pagination";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export function loader({ url }: Route.LoaderArgs) {
  return { page: pageFromUrl(url) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Travel blog", description: "Travel ideas, stories and destination guides." });

export default function PostsPage() {
  return (
    <PageShell
      eyebrow={"Read"}
      title={"Travel blog and destination guides"}
      intro={"Ideas for your next trip, from people who have been there."}
      notice={"Post lists are being built. Search stays meanwhile."}
      links={[{"to": "/properties", "label": "Search all stays", "description": "Filter by place, dates, guests and price."}, {"to": "/categories", "label": "Browse by category", "description": "Cabins, villas, beach houses and more."}, {"to": "/support", "label": "Guest support", "description": "Answers about booking, payment and your stay."}]}
    />
  );
}
