import { describe, expect, it } from "vitest";
import { registrableDomain } from "~/session/cookie-domain.server";
import { clearTokenSetCookie, tokenSetCookie } from "~/session/token-cookie.server";

describe("token cookie: the parent domain (SPEC 9)", () => {
  it("only a dotted-number host is an IP address: hosts starting or ending with digits have a parent domain", () => {
    expect(registrableDomain("https://www.123stays.com")).toBe("123stays.com");
    expect(registrableDomain("https://123stays.com")).toBe("123stays.com");
    expect(registrableDomain("https://www.stays.web2")).toBe("stays.web2");
    expect(registrableDomain("http://10.0.0.5:3000")).toBeUndefined();
    expect(registrableDomain("http://[::1]:3000")).toBeUndefined();
  });

  it("the whole Set-Cookie, outside local development and locally", () => {
    const production = { APP_ENV: "production" as const, SITE_URL: "https://www.example.com" };
    expect(tokenSetCookie("abc", production)).toBe(
      "auth_token=abc; Max-Age=2592000; Domain=example.com; Path=/; HttpOnly; Secure; SameSite=Strict",
    );
    expect(clearTokenSetCookie(production)).toBe(
      "auth_token=; Max-Age=0; Domain=example.com; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict",
    );
  });
});
