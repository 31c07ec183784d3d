import { Link, redirect } from "react-router";
import type { Route } from "./+types/property";
import { WishlistHeart } from "~/components/wishlist-heart";
import { DETAILS_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { isAmpPath } from "~/lib/canonical";
import { pageMeta } from "~/lib/meta";
import { requireProperty } from "./property-data.server";

export const handle: PageHandle = { layout: DETAILS_LAYOUTS };

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const property = await requireProperty(context, params.id);
  if (params.slug !== property.slug) {
    const prefix = isAmpPath(url.pathname) ? "/amp" : "";
    throw redirect(`${prefix}/properties/${property.id}/${encodeURIComponent(property.slug)}${url.search}`, 301);
  }
  return { property };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.property.title,
    description: loaderData?.property.summary,
    image: loaderData?.property.images[0]?.url,
  });

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const { property } = loaderData;
  const cover = property.images[0];
  return (
    <article className="px-4 py-6 sm:px-6">
      <p className="text-sm text-muted">
        {property.destination.name}, {property.destination.country}
      </p>
      <div className="mt-1 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{property.title}</h1>
        <WishlistHeart propertyId={property.id} title={property.title} />
      </div>
      {cover ? (
        <img src={cover.url} alt={cover.alt} width="1200" height="700" className="mt-6 aspect-[12/7] w-full rounded-3xl object-cover" />
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <p className="text-ink">
            {property.max_guests} guests · {property.bedrooms} bedrooms · {property.bathrooms} bathrooms
          </p>
          <p className="mt-4 leading-7 text-ink/90">{property.summary}</p>
          <p className="mt-6 rounded-2xl border border-line bg-surface px-5 py-4 text-sm">
            The full property page with gallery, calendar, reviews and an instant quote is being built.
          </p>
        </div>
        <aside className="h-fit rounded-3xl border border-line p-6 shadow-card">
          <p className="text-2xl font-bold">
            {new Intl.NumberFormat("en-GB", { style: "currency", currency: property.currency }).format(property.nightly_price)}
            <span className="text-base font-normal text-muted"> / night</span>
          </p>
          <Link to={`/properties/${property.id}/${property.slug}/checkout`} className="btn-primary mt-4 w-full">
            Check availability
          </Link>
        </aside>
      </div>
    </article>
  );
}
