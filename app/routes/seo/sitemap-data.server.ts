import type { RouterContextProvider } from "react-router";
import { listDestinations } from "~/api/destinations.server";
import { listPosts } from "~/api/posts.server";
import { listCategories, searchProperties } from "~/api/properties.server";
import type { SitemapLink } from "~/components/seo/sitemap-list";
import { apiContext } from "~/request-context";

export interface SitemapSection {
  slug: string;
  title: string;
  description: string;
}

/** The sections of the human site map (/sitemap/{categorySlug}). */
export const SITEMAP_SECTIONS: SitemapSection[] = [
  { slug: "destinations", title: "Destinations", description: "Every place we have homes in, and the homes in each." },
  { slug: "categories", title: "Types of stay", description: "Villas, cottages, cabins and the other kinds of home." },
  { slug: "guides", title: "Destination guides", description: "Our guides to each destination." },
  { slug: "blog", title: "Travel blog", description: "Every article of the blog." },
];

const PROPERTY_PAGE = 100;

/** The links of one site-map section, or null when the section is unknown. */
export async function sectionLinks(
  context: Readonly<RouterContextProvider>,
  section: string,
): Promise<SitemapLink[] | null> {
  const api = context.get(apiContext);
  if (section === "destinations") {
    const result = await listDestinations(api, { perPage: 100 });
    return result.success
      ? result.data.entities.map((destination) => ({
          href: `/sitemap/destinations/${destination.slug}`,
          label: `${destination.name}, ${destination.country}`,
        }))
      : [];
  }
  if (section === "categories") {
    const result = await listCategories(api);
    return result.success
      ? result.data.entities.map((category) => ({ href: `/sitemap/categories/${category.slug}`, label: category.name }))
      : [];
  }
  if (section === "guides" || section === "blog") {
    const destination = section === "guides";
    const first = await listPosts(api, { destination, page: 1, excludeCategories: [] });
    if (!first.success) return [];
    const rest = await Promise.all(
      Array.from({ length: first.data.pagination.last_page - 1 }, (_, index) =>
        listPosts(api, { destination, page: index + 2, excludeCategories: [] }),
      ),
    );
    const posts = [first, ...rest].flatMap((result) => (result.success ? result.data.entities : []));
    return posts.map((post) => ({
      href: `/${destination ? "destinations" : "blog"}/post/${post.slug}`,
      label: post.title,
    }));
  }
  return null;
}

/** The homes of one destination or category, for /sitemap/{section}/{slug}; null when unknown. */
export async function pageLinks(context: Readonly<RouterContextProvider>, section: string, slug: string) {
  const api = context.get(apiContext);
  if (section === "destinations") {
    const result = await searchProperties(
      api,
      { destination: slug, sort: "recommended", amenities: [] },
      1,
      PROPERTY_PAGE,
    );
    if (!result.success || result.data.entities.length === 0) return null;
    const first = result.data.entities[0];
    return {
      title: first ? `${first.destination.name}, ${first.destination.country}` : slug,
      links: result.data.entities.map((property) => ({
        href: `/properties/${property.id}/${property.slug}`,
        label: property.title,
      })),
    };
  }
  if (section === "categories") {
    const categories = await listCategories(api);
    const category = categories.success
      ? categories.data.entities.find((candidate) => candidate.slug === slug)
      : undefined;
    if (!category) return null;
    const result = await searchProperties(
      api,
      { category_id: category.id, sort: "recommended", amenities: [] },
      1,
      PROPERTY_PAGE,
    );
    return {
      title: category.name,
      links: result.success
        ? result.data.entities.map((property) => ({
            href: `/properties/${property.id}/${property.slug}`,
            label: `${property.title}, ${property.destination.name}`,
          }))
        : [],
    };
  }
  return null;
}
