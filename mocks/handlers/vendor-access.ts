import type { PropertyRecord, Store, UserRecord } from "../store";
import { userForRequest } from "../store";
import { fail, notFound, unauthorized } from "./respond";

/** The signed-in owner or agent, or the answer refusing the request (401 without a session, 403 for a traveller). */
export function requireVendor(store: Store, request: Request): UserRecord | Response {
  const user = userForRequest(store, request);
  if (!user) return unauthorized();
  if (!user.is_owner && !user.is_agent)
    return fail(403, "This is a guest account. Sign in with an owner or agent account to manage properties.");
  return user;
}

/**
 * The one rule of every vendor call (docs/api.md, Owners): an owner manages their own properties;
 * an agent manages their own and those of the owners they work for (`manages`). Nobody else's.
 */
export function mayManage(user: UserRecord, property: PropertyRecord): boolean {
  if (property.ownerId === user.id) return true;
  return user.is_agent === 1 && (user.manages ?? []).includes(property.ownerId);
}

/** Every property the vendor manages, newest first. */
export function managedProperties(store: Store, user: UserRecord): PropertyRecord[] {
  return store.properties.filter((property) => mayManage(user, property)).sort((a, b) => b.id - a.id);
}

/** The vendor and the property `id` they manage, or the answer refusing them: 401, 403, or 404 as for an unknown property. */
export function managedProperty(
  store: Store,
  request: Request,
  id: unknown,
): { user: UserRecord; property: PropertyRecord } | Response {
  const user = requireVendor(store, request);
  if (user instanceof Response) return user;
  const property = store.properties.find((candidate) => candidate.id === Number(id));
  return property && mayManage(user, property) ? { user, property } : notFound("Property");
}

/** `owner_name` of the vendor answers: who owns the property when it is not the vendor's own (an agent's owner), else null. */
export function ownerNameFor(store: Store, user: UserRecord, property: PropertyRecord): string | null {
  if (property.ownerId === user.id) return null;
  const owner = store.users.find((candidate) => candidate.id === property.ownerId);
  return owner ? `${owner.first_name} ${owner.last_name}` : null;
}

type Managed = { user: UserRecord; property: PropertyRecord };

/**
 * A handler of `/vendor/properties/:id/…`: runs `resolve` with the vendor and the property they
 * manage, or answers the refusal of `managedProperty` without running it.
 */
export function managing(
  store: Store,
  resolve: (call: { request: Request } & Managed) => Response | Promise<Response>,
) {
  return ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const managed = managedProperty(store, request, params.id);
    return managed instanceof Response ? managed : resolve({ request, ...managed });
  };
}
