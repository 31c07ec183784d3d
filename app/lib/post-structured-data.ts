import type { Post } from "~/api/schemas";
import type { SiteConfig } from "~/lib/site-config";

/** JSON-LD for a post page: the article and its breadcrumb trail. */
export function postStructuredData(post: Post, site: SiteConfig, url: string) {
  const section = post.destination
    ? { name: "Destination guides", path: "/destinations" }
    : { name: "Travel blog", path: "/blog" };
  const trail = [
    { name: "Home", item: `${site.url}/` },
    { name: section.name, item: `${site.url}${section.path}` },
    ...(post.category ? [{ name: post.category.name, item: `${site.url}${section.path}/${post.category.slug}` }] : []),
    { name: post.title, item: url },
  ];
  return [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      image: post.image_url ? [post.image_url] : undefined,
      datePublished: post.published_at ?? undefined,
      author: post.author ? { "@type": "Person", name: post.author.name } : undefined,
      publisher: { "@type": "Organization", name: site.name, url: site.url },
      mainEntityOfPage: url,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: crumb.item,
      })),
    },
  ];
}
