import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { cookieDomain, registrableDomain } from "~/session/cookie-domain.server";
import { tokenSetCookie } from "~/session/token-cookie.server";

const VALID = {
  API_BASE_URL: "https://api.example.com",
  SITE_URL: "https://www.example.co.uk",
  SITE_NAME: "Example Stays",
  APP_ENV: "production",
  FACEBOOK_APP_ID: "123",
  SESSION_SECRET: "a-test-secret-of-at-least-thirty-two-characters",
};

describe("the cookie domain: the registrable domain of SITE_URL (issue 17)", () => {
  it.each([
    ["https://www.example.co.uk", "example.co.uk"],
    ["https://example.co.uk", "example.co.uk"],
    ["https://shop.www.example.co.uk", "example.co.uk"],
    ["https://www.example.com.au", "example.com.au"],
    ["https://www.example.com", "example.com"],
    ["https://app.staging.example.co", "example.co"],
    ["https://WWW.Example.COM:8443/path", "example.com"],
    // A private suffix of the list: each name under it belongs to someone else.
    ["https://stays.github.io", "stays.github.io"],
    ["https://www.stays.web2", "stays.web2"],
  ])("%s -> %s", (siteUrl, domain) => {
    expect(registrableDomain(siteUrl)).toBe(domain);
  });

  it.each([
    "http://localhost:3000",
    "http://app.localhost:3000",
    "http://127.0.0.1:3000",
    "http://10.0.0.5",
    "http://[::1]:3000",
    "https://co.uk",
    "https://github.io",
  ])("none for %s: an IP address, localhost or a public suffix gets a host-only cookie", (siteUrl) => {
    expect(registrableDomain(siteUrl)).toBeUndefined();
  });

  it.each(["https://example.co.uk", "https://www.example.co.uk", "https://shop.www.example.co.uk"])(
    "the token cookie of %s is for example.co.uk: not co.uk, not www.example.co.uk",
    (siteUrl) => {
      const cookie = tokenSetCookie("abc", { APP_ENV: "production", SITE_URL: siteUrl });
      expect(cookie).toContain("; Domain=example.co.uk;");
    },
  );

  it("COOKIE_DOMAIN wins when set, also locally; otherwise none locally", () => {
    expect(
      cookieDomain({
        APP_ENV: "production",
        SITE_URL: "https://www.example.co.uk",
        COOKIE_DOMAIN: "www.example.co.uk",
      }),
    ).toBe("www.example.co.uk");
    expect(cookieDomain({ APP_ENV: "local", SITE_URL: "http://stays.test:3000", COOKIE_DOMAIN: "stays.test" })).toBe(
      "stays.test",
    );
    expect(cookieDomain({ APP_ENV: "local", SITE_URL: "http://www.example.co.uk" })).toBeUndefined();
    expect(cookieDomain({ APP_ENV: "staging", SITE_URL: "https://staging.example.co.uk" })).toBe("example.co.uk");
  });
});

describe("COOKIE_DOMAIN (validated at start-up)", () => {
  it("is optional: unset or empty means the registrable domain", () => {
    expect(parseEnv(VALID).COOKIE_DOMAIN).toBeUndefined();
    expect(parseEnv({ ...VALID, COOKIE_DOMAIN: "  " }).COOKIE_DOMAIN).toBeUndefined();
  });

  it("is read as browsers read it: trimmed, lower case, without a leading dot", () => {
    expect(parseEnv({ ...VALID, COOKIE_DOMAIN: " .Example.CO.uk " }).COOKIE_DOMAIN).toBe("example.co.uk");
    expect(parseEnv({ ...VALID, COOKIE_DOMAIN: "www.example.co.uk" }).COOKIE_DOMAIN).toBe("www.example.co.uk");
  });

  it.each([
    ["co.uk", /COOKIE_DOMAIN: must not be a public suffix/],
    ["github.io", /COOKIE_DOMAIN: must not be a public suffix/],
    ["127.0.0.1", /COOKIE_DOMAIN: must be a domain name such as example.com, not an IP address/],
    ["localhost", /COOKIE_DOMAIN: must be a registrable domain such as example.com, not localhost/],
    ["example.co.uk/path", /COOKIE_DOMAIN: must be a host name/],
    ["exa mple.co.uk", /COOKIE_DOMAIN: must be a host name/],
    ["https://example.co.uk", /COOKIE_DOMAIN: must be a host name/],
  ])("refuses %s", (value, message) => {
    expect(() => parseEnv({ ...VALID, COOKIE_DOMAIN: value })).toThrow(message);
  });

  it("refuses a domain the browser would not set for SITE_URL's host", () => {
    expect(() => parseEnv({ ...VALID, COOKIE_DOMAIN: "example.com" })).toThrow(
      "COOKIE_DOMAIN: must be the host of SITE_URL (www.example.co.uk) or a parent domain of it",
    );
    expect(() => parseEnv({ ...VALID, COOKIE_DOMAIN: "ample.co.uk" })).toThrow(/COOKIE_DOMAIN: must be the host/);
    expect(() => parseEnv({ ...VALID, COOKIE_DOMAIN: "shop.www.example.co.uk" })).toThrow(
      /COOKIE_DOMAIN: must be the host/,
    );
  });
});
