import { describe, expect, it } from "vitest";
import { ROLE_COOKIE_NAME, readRole, roleSetCookie } from "~/session/role-cookie.server";

describe("role cookie (SPEC 4: the active role)", () => {
  it("reads the chosen role from the active_role cookie", () => {
    expect(ROLE_COOKIE_NAME).toBe("active_role");
    const request = (cookie?: string) =>
      new Request("http://localhost:3000/", cookie ? { headers: { Cookie: cookie } } : {});
    expect(readRole(request("a=1; active_role=owner"))).toBe("owner");
    expect(readRole(request("active_role=agent"))).toBe("agent");
    expect(readRole(request("active_role=admin"))).toBeNull();
    expect(readRole(request("other=owner"))).toBeNull();
    expect(readRole(request())).toBeNull();
  });

  it("keeps the role 30 days, for scripts unreadable, SameSite=Lax, Secure outside local development", () => {
    expect(roleSetCookie("owner", { APP_ENV: "production" })).toBe(
      "active_role=owner; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    expect(roleSetCookie("agent", { APP_ENV: "staging" })).toBe(
      "active_role=agent; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    expect(roleSetCookie("owner", { APP_ENV: "local" })).toBe(
      "active_role=owner; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  it("no role clears the cookie", () => {
    expect(roleSetCookie(null, { APP_ENV: "local" })).toBe("active_role=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});
