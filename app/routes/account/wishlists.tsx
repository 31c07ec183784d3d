import { Form, data, redirect } from "react-router";
import type { Route } from "./+types/wishlists";
import { addToWishlist, createWishlist, listWishlists } from "~/api/wishlists.server";
import { LoadError } from "~/components/blog/load-error";
import { PageHeader } from "~/components/page-header";
import { PaginationNav } from "~/components/pagination-nav";
import { CONTENT_LAYOUTS, type PageHandle } from "~/layouts/layouts";
import { parseId } from "~/lib/ids";
import { pageMeta } from "~/lib/meta";
import { pageFromUrl } from "~/lib/pagination";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { wishlistNameSchema } from "~/lib/wishlist-name";
import { apiContext, sessionContext } from "~/request-context";
import { endSessionIfUnauthorized, requireSession } from "~/session/require-user.server";
import { actionFailureStatus, isClientError } from "~/lib/http-errors";
import { visitorMessageOf } from "~/lib/error-message";
import { flashNotice } from "~/session/session-end.server";
import { formText } from "~/lib/form-fields";
import type { WishlistActionData, WishlistsPageData } from "~/lib/wishlists";
import { routeHeaders } from "~/lib/cache-policy";
import { PageLink } from "~/components/page-link";
import { useAmpAwarePath } from "~/components/use-amp-aware-path";
import { Picture } from "~/components/picture";

export const handle: PageHandle = { layout: CONTENT_LAYOUTS };

export const headers = routeHeaders("personal");

export async function loader({ url, context }: Route.LoaderArgs): Promise<WishlistsPageData> {
  requireSession(context, url);
  const page = pageFromUrl(url);
  const result = await listWishlists(context.get(apiContext), page);
  if (!result.success) endSessionIfUnauthorized(context, url, result);
  return { page, addPropertyId: parseId(url.searchParams.get("add")), wishlists: result.success ? result.data : null };
}

/** Creates a wishlist (and saves the property in it when given) or saves a property to one. */
export async function action({ request, url, context }: Route.ActionArgs) {
  requireSession(context, url);
  const form = await request.formData();
  const api = context.get(apiContext);
  const session = context.get(sessionContext);
  const propertyId = parseId(formText(form, "property_id"));
  const back = form.has("redirectTo") ? safeRedirectPath(form.get("redirectTo")) : null;
  const reply = (value: Partial<WishlistActionData>, status = 200) =>
    data<WishlistActionData>({ formError: null, savedTo: null, created: null, updated: [], ...value }, { status });

  let wishlistId = parseId(formText(form, "wishlist_id"));
  let name = formText(form, "wishlist_name");
  let created: WishlistActionData["created"] = null;
  if (form.get("intent") === "create") {
    const parsed = wishlistNameSchema.safeParse(form.get("name"));
    if (!parsed.success)
      return reply({ formError: parsed.error.issues[0]?.message ?? "Give the wishlist a name." }, 400);
    const result = await createWishlist(api, parsed.data);
    if (!result.success) endSessionIfUnauthorized(context, url, result);
    if (!result.success)
      return reply(
        {
          formError: isClientError(result.status)
            ? visitorMessageOf(result)
            : "The wishlist could not be created right now.",
        },
        actionFailureStatus(result.status),
      );
    created = result.data;
    wishlistId = result.data.id;
    name = result.data.name;
  }
  if (propertyId !== null && wishlistId !== null) {
    const saved = await addToWishlist(api, propertyId, wishlistId);
    if (!saved.success) {
      endSessionIfUnauthorized(context, url, saved);
      const known = saved.status === 422 || saved.status === 404;
      const formError =
        saved.status === 404
          ? "This place is no longer listed, so it cannot be saved."
          : known
            ? visitorMessageOf(saved)
            : "The place could not be saved right now.";
      return reply({ created, formError }, known ? saved.status : 502);
    }
    flashNotice(session, created ? "wishlist-created-with-place" : "wishlist-saved");
    name = saved.data.entities.find((wishlist) => wishlist.id === wishlistId)?.name ?? name;
    if (back) return redirect(back, 303);
    return reply({ created, savedTo: name, updated: saved.data.entities });
  }
  if (created) flashNotice(session, "wishlist-created");
  if (back) return redirect(back, 303);
  return reply({ created });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Wishlists", description: "The places you saved.", noindex: true });

export default function Wishlists({ loaderData, actionData }: Route.ComponentProps) {
  const { wishlists, page, addPropertyId } = loaderData;
  const pagePath = useAmpAwarePath();
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Wishlists"
        intro={
          addPropertyId
            ? "Choose a wishlist for this place, or start a new one."
            : "The places you saved, grouped the way you plan."
        }
      />
      <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
        {actionData?.formError ? (
          <p role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-danger">
            {actionData.formError}
          </p>
        ) : null}
        {actionData?.savedTo ? (
          <p role="status" className="mb-4 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
            Saved to {actionData.savedTo}.
          </p>
        ) : null}
        {wishlists === null ? (
          <LoadError what="Your wishlists" redirectTo="/" redirectLabel="Home" />
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {wishlists.entities.map((wishlist) => (
                <li key={wishlist.id} className="overflow-hidden rounded-[var(--radius-card)] border border-line">
                  <PageLink to={`/wishlists/${wishlist.id}`} className="block">
                    {wishlist.properties[0]?.images[0] ? (
                      <Picture
                        src={wishlist.properties[0].images[0].url}
                        alt=""
                        width={600}
                        height={400}
                        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                        className="aspect-[3/2] w-full object-cover"
                      />
                    ) : (
                      <div className="aspect-[3/2] bg-surface" />
                    )}
                    <span className="block p-4">
                      <span className="block font-semibold">{wishlist.name}</span>
                      <span className="block text-sm text-muted">{wishlist.properties.length} saved</span>
                    </span>
                  </PageLink>
                  {addPropertyId ? (
                    <Form method="post" action={pagePath("/wishlists")} className="px-4 pb-4">
                      <input type="hidden" name="property_id" value={addPropertyId} />
                      <input type="hidden" name="wishlist_id" value={wishlist.id} />
                      <input type="hidden" name="redirectTo" value={pagePath(`/wishlists/${wishlist.id}`)} />
                      <button type="submit" className="btn-primary w-full">
                        Save here
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
            <PaginationNav page={page} lastPage={wishlists.pagination.last_page} label="Wishlist pages" />
            <Form
              method="post"
              action={pagePath("/wishlists")}
              className="mt-10 flex max-w-md flex-col gap-2 rounded-3xl border border-line p-6"
            >
              <input type="hidden" name="intent" value="create" />
              {addPropertyId ? <input type="hidden" name="property_id" value={addPropertyId} /> : null}
              <label htmlFor="new-wishlist" className="field-label">
                New wishlist
              </label>
              <input
                type="text"
                id="new-wishlist"
                name="name"
                maxLength={60}
                placeholder="Summer 2027"
                className="field-input"
              />
              <button type="submit" className="btn-secondary">
                {addPropertyId ? "Create and save" : "Create wishlist"}
              </button>
            </Form>
          </>
        )}
      </div>
    </>
  );
}
