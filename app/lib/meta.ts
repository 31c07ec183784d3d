import type { MetaDescriptor } from "react-router";
import { type SiteConfig, pageTitle } from "~/lib/site-config";

/**
 * Every page's head tags come from here (title, description, social cards, robots, JSON-LD):
 * a route's `meta` export is one `pageMeta(matches, {...})` call, the root's is `rootMeta(...)`.
 * The canonical, language alternates and amphtml links are the root's (root.tsx, HeadLinks),
 * derived from the URL by lib/canonical.ts for every page alike.
 */

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The site config from the root loader's data, found among the meta matches. */
export function siteFromMatches(matches: ReadonlyArray<MatchLike | undefined>): SiteConfig {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: SiteConfig } | undefined;
  return root?.site ?? { url: "", name: "", description: "", separator: "|" };
}

export interface PageMetaInput {
  title?: string;
  description?: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** An article's publication time (ISO 8601), as `article:published_time`. */
  publishedTime?: string;
  /** schema.org objects, each one `<script type="application/ld+json">`. */
  structuredData?: readonly object[];
}

/** Title, description and social cards of a page, in the SPEC 2 title family. */
export function pageMeta(matches: ReadonlyArray<MatchLike | undefined>, input: PageMetaInput): MetaDescriptor[] {
  const site = siteFromMatches(matches);
  const title = pageTitle(site, input.title);
  const description = input.description ?? site.description;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type ?? "website" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.image) tags.push({ property: "og:image", content: input.image });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  if (input.publishedTime) tags.push({ property: "article:published_time", content: input.publishedTime });
  for (const entry of input.structuredData ?? []) tags.push({ "script:ld+json": entry });
  return tags;
}

/** SPEC 2 error page: title 'Page not Found | {product}', description 'Error 404 - Page not found'. */
export const ERROR_PAGE_TITLE = "Page not Found";
export const ERROR_PAGE_DESCRIPTION = "Error 404 - Page not found";

/**
 * The root's own tags, what a page without a `meta` export shows: the product's name and
 * description, or the SPEC 2 error page's when the page failed. `site` is missing when the root
 * loader itself failed.
 */
export function rootMeta(site: SiteConfig | undefined, failed: boolean): MetaDescriptor[] {
  const name = site?.name ?? "";
  if (failed)
    return [{ title: `${ERROR_PAGE_TITLE} | ${name}` }, { name: "description", content: ERROR_PAGE_DESCRIPTION }];
  return [{ title: site ? pageTitle(site) : name }, { name: "description", content: site?.description ?? "" }];
}
