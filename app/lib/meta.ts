import type { MetaDescriptor } from "react-router";
import { type SiteConfig, pageTitle } from "~/lib/site-config";

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
  return tags;
}
