/** SPEC 3 site config: url, name, description, separator. */
export interface SiteConfig {
  url: string;
  name: string;
  description: string;
  separator: string;
}

export const SITE_SEPARATOR = "|";

export const SITE_DESCRIPTION =
  "Handpicked holiday homes, villas and cabins with clear prices, real photos and local guides. Search, compare and book your next stay.";

export function createSiteConfig(url: string, name: string): SiteConfig {
  return { url: url.replace(/\/+$/, ""), name, description: SITE_DESCRIPTION, separator: SITE_SEPARATOR };
}

/** Titles read "{page} {separator} {product}"; a page without its own title is the product name. */
export function pageTitle(site: Pick<SiteConfig, "name" | "separator">, page?: string): string {
  return page ? `${page} ${site.separator} ${site.name}` : site.name;
}
