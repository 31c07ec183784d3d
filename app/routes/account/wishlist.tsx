import { Form, data } from "react-router";
import type { Route } from "./+types/wishlist";
import { getWishlist, renameWishlist } from "~/api/wishlists.server";
import { PageHeader } from "~/components/page-header";
import { PropertyGrid } from "~/components/properties/property-grid";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { actionFailureStatus, isClientError, pageError } from "~/lib/http-errors";
import { parseId } from "~/lib/ids";
import { pageMeta } from "~/lib/meta";
import { wishlistNameSchema } from "~/lib/wishlist-name";
import { apiContext, sessionContext } from "~/request-context";
import { visitorMessageOf } from "~/lib/error-message";
import { flashNotice } from "~/session/session-end.server";
import { endSessionIfUnauthorized, requireSession } from "~/session/require-user.server";
import { formText } from "~/lib/form-fields";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

async function currentWishlist(context: Route.LoaderArgs["context"], url: URL, rawId: string) {
  const id = parseId(rawId);
  if (id === null) throw pageError(404, "Wishlist not found");
  const result = await getWishlist(context.get(apiContext), id);
  if (!result.success) endSessionIfUnauthorized(context, url, result);
  if (!result.success)
    throw result.status === 404
      ? pageError(404, "Wishlist not found")
      : pageError(502, "The wishlist could not be loaded");
  return result.data;
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  requireSession(context, url);
  return { wishlist: await currentWishlist(context, url, params.id) };
}

/** Renames the wishlist: PUT /guest/wishlists/{id} with a form body. */
export async function action({ params, request, url, context }: Route.ActionArgs) {
  requireSession(context, url);
  const id = parseId(params.id);
  if (id === null) throw pageError(404, "Wishlist not found");
  const typed = formText(await request.formData(), "name");
  const parsed = wishlistNameSchema.safeParse(typed);
  if (!parsed.success)
    return data(
      { name: typed, formError: parsed.error.issues[0]?.message ?? "Give the wishlist a name.", renamed: false },
      { status: 400 },
    );
  const result = await renameWishlist(context.get(apiContext), id, parsed.data);
  if (!result.success) endSessionIfUnauthorized(context, url, result);
  if (!result.success)
    return data(
      {
        name: typed,
        formError:
          result.status === 404
            ? "This wishlist was not found. It may have been removed."
            : isClientError(result.status)
              ? visitorMessageOf(result)
              : "The wishlist could not be renamed right now.",
        renamed: false,
      },
      { status: actionFailureStatus(result.status) },
    );
  flashNotice(context.get(sessionContext), "wishlist-renamed");
  return data({ name: result.data.name, formError: null, renamed: true });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.wishlist.name ?? "Wishlist", noindex: true });

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { wishlist } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Wishlist"
        title={wishlist.name}
        intro={`${wishlist.properties.length} saved ${wishlist.properties.length === 1 ? "place" : "places"}`}
      >
        <Form method="post" className="mt-4 flex max-w-md flex-wrap items-end gap-2">
          <div className="flex-1">
            <label htmlFor="wishlist-name" className="field-label">
              Rename
            </label>
            <input
              type="text"
              id="wishlist-name"
              name="name"
              defaultValue={actionData?.name ?? wishlist.name}
              maxLength={60}
              className="field-input"
              aria-invalid={actionData?.formError ? true : undefined}
              aria-describedby={actionData?.formError ? "wishlist-name-error" : undefined}
            />
          </div>
          <button type="submit" className="btn-secondary">
            Save name
          </button>
          {actionData?.formError ? (
            <p id="wishlist-name-error" className="w-full text-sm font-medium text-danger">
              {actionData.formError}
            </p>
          ) : null}
        </Form>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {wishlist.properties.length ? (
          <PropertyGrid properties={wishlist.properties} />
        ) : (
          <p className="rounded-3xl bg-surface p-8 text-center text-muted">
            Nothing saved here yet.{" "}
            <PageLink to="/properties" className="font-medium text-brand-700 underline">
              Find a place to save
            </PageLink>
            .
          </p>
        )}
        <PageLink
          to="/wishlists"
          className="mt-8 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
        >
          All wishlists
        </PageLink>
      </div>
    </>
  );
}
