import { describe, expect, it } from "vitest";
import { allowedRole, isRole, isVendor, roleState } from "~/session/roles";

const user = (flags: { is_agent: boolean; is_owner: boolean; is_user: boolean }) => ({
  id: 1,
  first_name: "A",
  last_name: "B",
  email: "a@b.c",
  phone: null,
  ...flags,
});
const none = { agent: false, owner: false, user: false };

describe("roles (SPEC 6)", () => {
  it("the four roles are guest, agent, owner and user; nothing else is a role", () => {
    for (const role of ["guest", "agent", "owner", "user"]) expect(isRole(role)).toBe(true);
    for (const value of ["admin", "Guest", "", undefined, null, 1, ["guest"]]) expect(isRole(value)).toBe(false);
  });

  it("guest is always allowed; another role only with its flag", () => {
    expect(allowedRole("guest", none)).toBe(true);
    expect(allowedRole("owner", none)).toBe(false);
    expect(allowedRole("owner", { ...none, owner: true })).toBe(true);
    expect(allowedRole("user", { ...none, user: true })).toBe(true);
  });

  it("a vendor is an agent or an owner", () => {
    expect(isVendor(none)).toBe(false);
    expect(isVendor({ ...none, user: true })).toBe(false);
    expect(isVendor({ ...none, agent: true })).toBe(true);
    expect(isVendor({ ...none, owner: true })).toBe(true);
  });

  it("a vendor role the user lacks falls back to their other vendor role", () => {
    expect(roleState(user({ is_agent: false, is_owner: true, is_user: false }), "agent")).toEqual({
      role: "owner",
      roles: { agent: false, owner: true, user: false },
      role_count: 1,
    });
    expect(roleState(user({ is_agent: true, is_owner: false, is_user: false }), "owner").role).toBe("agent");
  });

  it("the user role when lacking it is guest, even for a vendor", () => {
    expect(roleState(user({ is_agent: true, is_owner: true, is_user: false }), "user").role).toBe("guest");
    expect(roleState(user({ is_agent: false, is_owner: false, is_user: false }), "agent").role).toBe("guest");
  });

  it("without a requested role the role is guest", () => {
    expect(roleState(user({ is_agent: true, is_owner: true, is_user: true }), null)).toEqual({
      role: "guest",
      roles: { agent: true, owner: true, user: true },
      role_count: 3,
    });
  });
});
