import type { Route } from "./+types/posts-category";
import { PostsPage } from "~/components/blog/posts-page";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageError } from "~/lib/http-errors";
import { pageMeta } from "~/lib/meta";
import { SECTION_COPY, postSectionOf } from "~/lib/post-sections";
import { loadPostList } from "./posts-list.server";
import { routeHeaders } from "~/lib/cache-policy";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("public-page", "list");

export function loader({ url, params, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(params.slug)) throw pageError(404, "Category not found");
  return loadPostList(url, context, params.slug);
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const copy = SECTION_COPY[postSectionOf(location.pathname)];
  const name = loaderData?.category?.name ?? "Articles";
  const page = loaderData?.page ?? 1;
  return pageMeta(matches, {
    title: `${name}${page > 1 ? `, page ${page}` : ""} · ${copy.title}`,
    description: `${name}: ${copy.description}`,
  });
};

export default function PostsCategory({ loaderData }: Route.ComponentProps) {
  return <PostsPage data={loaderData} />;
}
