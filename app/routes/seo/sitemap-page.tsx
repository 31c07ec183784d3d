import { data } from "react-router";
import type { Route } from "./+types/sitemap-page";
import { SitemapList } from "~/components/seo/sitemap-list";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageError } from "~/lib/http-errors";
import { pageMeta } from "~/lib/meta";
import { pageLinks } from "./sitemap-data.server";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("public-page", "sitemap");

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(params.siteMapSlug)) throw pageError(404, "Page not found");
  const page = await pageLinks(context, params.categorySlug, params.siteMapSlug);
  if (!page) throw pageError(404, "Page not found");
  return data({ section: params.categorySlug, ...page });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Site map: ${loaderData.title}` : "Site map",
    description: loaderData ? `Every home in ${loaderData.title}.` : undefined,
  });

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageLink to={`/sitemap/${loaderData.section}`} className="text-sm text-muted underline">
        Site map
      </PageLink>
      <h1 className="mt-2 mb-6 text-3xl font-bold tracking-tight">{loaderData.title}</h1>
      <SitemapList links={loaderData.links} />
    </div>
  );
}
