import { data, redirect } from "react-router";
import type { Route } from "./+types/category";
import { getCategory, searchProperties } from "~/api/properties.server";
import { LoadError } from "~/components/blog/load-error";
import { PageHeader } from "~/components/page-header";
import { PaginationNav } from "~/components/pagination-nav";
import { PropertyGrid } from "~/components/properties/property-grid";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { ampAwarePath } from "~/lib/amp-path";
import { pageError } from "~/lib/http-errors";
import { parseId } from "~/lib/ids";
import { pageMeta } from "~/lib/meta";
import { pageFromUrl } from "~/lib/pagination";
import { apiContext } from "~/request-context";
import { routeHeaders } from "~/lib/cache-policy";
import { PriceSettingsProvider } from "~/components/prices/price-settings";
import { loadPriceSettings, pricePageHeaders } from "./price-settings.server";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("public-page", "list");

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw pageError(404, "Page not found");
  const page = pageFromUrl(url);
  const api = context.get(apiContext);
  const [category, properties, prices] = await Promise.all([
    getCategory(api, id),
    searchProperties(api, { category_id: id, sort: "recommended", amenities: [] }, page),
    loadPriceSettings(request, api),
  ]);
  if (!category.success)
    throw category.status === 404
      ? pageError(404, "Category not found")
      : pageError(502, "The category could not be loaded");
  if (params.slug !== category.data.slug)
    throw redirect(ampAwarePath(`/categories/${id}/${category.data.slug}${url.search}`, url), 301);
  return data(
    { category: category.data, page, properties: properties.success ? properties.data : null, prices },
    { headers: pricePageHeaders(request) },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `${loaderData.category.name} to rent` : "Category",
    description: loaderData?.category.description,
  });

/** The cards' prices are written for the visitor (their locale and display currency). */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <PriceSettingsProvider settings={loaderData.prices}>
      <CategoryDetails loaderData={loaderData} />
    </PriceSettingsProvider>
  );
}

function CategoryDetails({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { category, properties, page } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Category" title={category.name} intro={category.description} />
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        {properties ? (
          <>
            <p className="mb-4 text-sm text-muted">{properties.pagination.total} stays</p>
            <PropertyGrid properties={properties.entities} />
            <PaginationNav page={page} lastPage={properties.pagination.last_page} label={`${category.name} pages`} />
          </>
        ) : (
          <LoadError what={`${category.name}`} redirectTo="/categories" redirectLabel="All categories" />
        )}
      </div>
    </>
  );
}
