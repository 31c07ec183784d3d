import { parseCookie, stringifySetCookie } from "cookie";
import type { Env } from "~/env.server";
import { type Role, isRole } from "~/session/roles";

export const ROLE_COOKIE_NAME = "active_role";

/** The role the visitor chose to act as (SPEC 4), or null when none was chosen. */
export function readRole(request: Request): Role | null {
  const header = request.headers.get("Cookie");
  const value = header ? parseCookie(header)[ROLE_COOKIE_NAME] : undefined;
  return isRole(value) ? value : null;
}

export function roleSetCookie(role: Role | null, env: Pick<Env, "APP_ENV">): string {
  const local = env.APP_ENV === "local";
  return stringifySetCookie(ROLE_COOKIE_NAME, role ?? "", {
    path: "/",
    httpOnly: true,
    secure: !local,
    sameSite: "lax",
    maxAge: role ? 2_592_000 : 0,
  });
}
