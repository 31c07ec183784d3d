import type { SignedInUser } from "~/api/schemas";

export const ROLES = ["guest", "agent", "owner", "user"] as const;
export type Role = (typeof ROLES)[number];

/** Who is looking at an owner page when it is not a vendor: a visitor, or a signed-in traveller. */
export type VendorGateReason = "visitor" | "guest";

/** SPEC 6: the default active role. */
export const DEFAULT_ROLE: Role = "guest";

export interface RoleFlags {
  agent: boolean;
  owner: boolean;
  user: boolean;
}

export interface RoleState {
  role: Role;
  roles: RoleFlags;
  role_count: number;
}

export const USER_NOT_FOUND = "User not found";

/** SPEC 4: roles come from the loaded user's flags; without a user this fails with 'User not found'. */
export function rolesFromUser(
  user: Pick<SignedInUser, "is_agent" | "is_owner" | "is_user"> | null | undefined,
): RoleFlags {
  if (!user) throw new Error(USER_NOT_FOUND);
  return { agent: user.is_agent, owner: user.is_owner, user: user.is_user };
}

/** SPEC 4: the number of true role flags. */
export function roleCount(roles: RoleFlags): number {
  return Object.values(roles).filter(Boolean).length;
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** SPEC 4: the role is set from the given role or kept; the default is guest. */
export function nextRole(current: Role | null | undefined, requested?: Role | null): Role {
  return requested ?? current ?? DEFAULT_ROLE;
}

/** A role may only be active when the user has it; guest is always allowed. */
export function allowedRole(role: Role, roles: RoleFlags): boolean {
  return role === "guest" || roles[role];
}

/**
 * The session's role state for a loaded user. A requested role the user lacks falls back to
 * their other vendor role when it was a vendor role (an agent signing in as a vendor), else guest.
 */
export function roleState(user: SignedInUser, requested: Role | null): RoleState {
  const roles = rolesFromUser(user);
  let role = nextRole(null, requested);
  if (!allowedRole(role, roles)) {
    role = (role === "owner" || role === "agent") && isVendor(roles) ? (roles.owner ? "owner" : "agent") : DEFAULT_ROLE;
  }
  return { roles, role_count: roleCount(roles), role };
}

export function isVendor(roles: RoleFlags): boolean {
  return roles.agent || roles.owner;
}
