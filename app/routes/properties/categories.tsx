import { data } from "react-router";
import type { Route } from "./+types/categories";
import { listCategories } from "~/api/properties.server";
import { LoadError } from "~/components/blog/load-error";
import { PageHeader } from "~/components/page-header";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { pageMeta } from "~/lib/meta";
import { apiContext } from "~/request-context";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";
import { Picture } from "~/components/picture";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("public-page", "article");

export async function loader({ context }: Route.LoaderArgs) {
  const result = await listCategories(context.get(apiContext));
  return data({ categories: result.success ? result.data.entities : null }, { status: result.success ? 200 : 502 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Categories",
    description: "Browse vacation rentals by category: villas, cottages, cabins, beach houses, chalets and more.",
  });

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Explore"
        title="Browse stays by category"
        intro="From beach houses to mountain chalets, find the kind of place that suits your trip."
      />
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        {categories === null ? (
          <LoadError what="Categories" redirectTo="/properties" redirectLabel="Search all stays" />
        ) : (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {categories.map((category) => (
              <li key={category.id}>
                <PageLink
                  to={`/categories/${category.id}/${category.slug}`}
                  className="group block overflow-hidden rounded-[var(--radius-card)] border border-line transition-shadow hover:shadow-card"
                >
                  <Picture
                    src={category.image_url}
                    alt=""
                    width={600}
                    height={400}
                    sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <span className="block p-4">
                    <span className="block font-semibold">{category.name}</span>
                    <span className="block text-sm text-muted">{category.property_count ?? 0} stays</span>
                  </span>
                </PageLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
