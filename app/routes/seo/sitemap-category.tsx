import { data } from "react-router";
import type { Route } from "./+types/sitemap-category";
import { SitemapList } from "~/components/seo/sitemap-list";
import { EMPTY_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageError } from "~/lib/http-errors";
import { pageMeta } from "~/lib/meta";
import { SITEMAP_SECTIONS, sectionLinks } from "./sitemap-data.server";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";

export const handle: PageHandle = { layout: EMPTY_LAYOUTS };

export const headers = routeHeaders("public-page", "sitemap");

export async function loader({ params, context }: Route.LoaderArgs) {
  const section = SITEMAP_SECTIONS.find((candidate) => candidate.slug === params.categorySlug);
  if (!section) throw pageError(404, "Page not found");
  const links = await sectionLinks(context, section.slug);
  return data({ section, links: links ?? [] });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Site map: ${loaderData.section.title}` : "Site map",
    description: loaderData?.section.description,
  });

export default function SitemapCategory({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageLink to="/sitemap" className="text-sm text-muted underline">
        Site map
      </PageLink>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{loaderData.section.title}</h1>
      <p className="mt-2 mb-6 text-muted">{loaderData.section.description}</p>
      <SitemapList links={loaderData.links} />
    </div>
  );
}
