import type { Route } from "./+types/posts";
import { PostsPage } from "~/components/blog/posts-page";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { SECTION_COPY, postSectionOf } from "~/lib/post-sections";
import { loadPostList } from "./posts-list.server";
import { routeHeaders } from "~/lib/cache-policy";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("public-page", "list");

export function loader({ url, context }: Route.LoaderArgs) {
  return loadPostList(url, context);
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const copy = SECTION_COPY[postSectionOf(location.pathname)];
  const page = loaderData?.page ?? 1;
  return pageMeta(matches, {
    title: page > 1 ? `${copy.title}, page ${page}` : copy.title,
    description: copy.description,
  });
};

export default function Posts({ loaderData }: Route.ComponentProps) {
  return <PostsPage data={loaderData} />;
}
