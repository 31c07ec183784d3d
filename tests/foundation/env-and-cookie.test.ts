import { describe, expect, it } from "vitest";
import { FACEBOOK_APP_ID_MISSING, getPublicEnv, imageCdn, parseEnv } from "~/env.server";
import { contentSecurityPolicy } from "~/lib/security-headers";
import { registrableDomain } from "~/session/cookie-domain.server";
import {
  TOKEN_COOKIE_MAX_AGE_SECONDS,
  clearTokenSetCookie,
  readToken,
  tokenSetCookie,
} from "~/session/token-cookie.server";

const VALID = {
  API_BASE_URL: "https://api.example.com",
  SITE_URL: "https://www.example.com",
  SITE_NAME: "Example Stays",
  APP_ENV: "production",
  FACEBOOK_APP_ID: "123",
  SESSION_SECRET: "a-test-session-secret-of-32-characters",
};

describe("configuration (parseEnv)", () => {
  it("accepts a valid set with defaults PORT 3000 and an upstream timeout", () => {
    const env = parseEnv(VALID);
    expect(env.PORT).toBe(3000);
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(8000);
    expect(env.GTM_ID).toBeUndefined();
  });

  it("SPEC 5: a missing Facebook app id stops start-up with exactly 'Please provide application ID for your Facebook app!'", () => {
    const { FACEBOOK_APP_ID: _omitted, ...rest } = VALID;
    expect(() => parseEnv(rest)).toThrow(/^Please provide application ID for your Facebook app!$/);
    expect(FACEBOOK_APP_ID_MISSING).toBe("Please provide application ID for your Facebook app!");
    expect(() => parseEnv({ ...VALID, FACEBOOK_APP_ID: "  " })).toThrow(FACEBOOK_APP_ID_MISSING);
  });

  it.each(["API_BASE_URL", "SITE_URL", "SITE_NAME", "APP_ENV"])("names %s when it is missing", (name) => {
    const broken = { ...VALID } as Record<string, string | undefined>;
    delete broken[name];
    expect(() => parseEnv(broken)).toThrow(name);
  });

  it("names malformed values", () => {
    expect(() => parseEnv({ ...VALID, API_BASE_URL: "ftp://x" })).toThrow("API_BASE_URL");
    expect(() => parseEnv({ ...VALID, APP_ENV: "dev" })).toThrow("APP_ENV");
    expect(() => parseEnv({ ...VALID, PORT: "http" })).toThrow("PORT");
    expect(() => parseEnv({ ...VALID, UPSTREAM_TIMEOUT_MS: "5" })).toThrow("UPSTREAM_TIMEOUT_MS");
    expect(() => parseEnv({ ...VALID, DATADOG_PROXY_URL: "not a url" })).toThrow("DATADOG_PROXY_URL");
  });

  it("SESSION_SECRET: required with 32 characters or more outside local development, optional locally", () => {
    const { SESSION_SECRET: _omitted, ...rest } = VALID;
    for (const APP_ENV of ["production", "staging"])
      expect(() => parseEnv({ ...rest, APP_ENV }), APP_ENV).toThrow(/SESSION_SECRET: is required when APP_ENV/);
    expect(() => parseEnv({ ...VALID, SESSION_SECRET: "too-short" })).toThrow(/SESSION_SECRET: must be at least 32/);
    expect(parseEnv({ ...rest, APP_ENV: "local" }).SESSION_SECRET).toBeUndefined();
    expect(parseEnv({ ...rest, APP_ENV: "local", SESSION_SECRET: " " }).SESSION_SECRET).toBeUndefined();
    expect(Object.keys(getPublicEnv(parseEnv(VALID)))).not.toContain("SESSION_SECRET");
  });

  it("a monitoring proxy is optional, and an empty value means none", () => {
    expect(parseEnv({ ...VALID, DATADOG_PROXY_URL: "" }).DATADOG_PROXY_URL).toBeUndefined();
    expect(parseEnv({ ...VALID, DATADOG_PROXY_URL: "https://logs.example.com/intake" }).DATADOG_PROXY_URL).toBe(
      "https://logs.example.com/intake",
    );
  });

  it("the CSP lets the browser send monitoring batches to the EU intake, or to the proxy when one is set", () => {
    const plain = contentSecurityPolicy({ nonce: "n", imageOrigins: [], hsts: true });
    const connect = (csp: string) => csp.split("; ").find((directive) => directive.startsWith("connect-src")) ?? "";
    expect(connect(plain)).toContain("https://browser-intake-datadoghq.eu");
    expect(connect(plain)).not.toContain("https://logs.example.com");
    expect(
      connect(
        contentSecurityPolicy({
          nonce: "n",
          imageOrigins: [],
          connectOrigins: ["https://logs.example.com"],
          hsts: true,
        }),
      ),
    ).toContain("https://logs.example.com");
  });

  it("MAP_STYLE_URL: a style's or pmtiles:// archive's http(s) URL, blank for the shipped basemap; the CSP lets the map reach its origin", () => {
    expect(parseEnv({ ...VALID, MAP_STYLE_URL: "" }).MAP_STYLE_URL).toBeUndefined();
    expect(parseEnv({ ...VALID, MAP_STYLE_URL: "https://tiles.example.com/light.json" }).MAP_STYLE_URL).toBe(
      "https://tiles.example.com/light.json",
    );
    expect(parseEnv({ ...VALID, MAP_STYLE_URL: "pmtiles://https://maps.example.com/eu.pmtiles" }).MAP_STYLE_URL).toBe(
      "pmtiles://https://maps.example.com/eu.pmtiles",
    );
    expect(
      getPublicEnv(parseEnv({ ...VALID, MAP_STYLE_URL: "https://tiles.example.com/light.json" })).MAP_STYLE_URL,
    ).toBe("https://tiles.example.com/light.json");
    for (const bad of ["tiles.example.com/light.json", "ftp://tiles.example.com/x.json", "pmtiles://eu.pmtiles"])
      expect(() => parseEnv({ ...VALID, MAP_STYLE_URL: bad })).toThrow(/MAP_STYLE_URL/);
    const csp = contentSecurityPolicy({
      nonce: "n",
      imageOrigins: [],
      mapOrigins: ["https://maps.example.com"],
      hsts: true,
    });
    const directive = (name: string) => csp.split("; ").find((entry) => entry.startsWith(`${name} `)) ?? "";
    expect(directive("connect-src")).toContain("https://maps.example.com");
    expect(directive("img-src")).toContain("https://maps.example.com");
    expect(directive("script-src")).not.toContain("https://maps.example.com");
  });

  it("only public keys reach the browser", () => {
    const publicEnv = getPublicEnv(parseEnv({ ...VALID, GTM_ID: "GTM-1" }));
    expect(Object.keys(publicEnv)).not.toContain("API_BASE_URL");
    expect(Object.keys(publicEnv)).not.toContain("UPSTREAM_TIMEOUT_MS");
    expect(publicEnv.GTM_ID).toBe("GTM-1");
  });

  it("IMAGE_CDN: unset, the API resizes", () => {
    expect(imageCdn(parseEnv(VALID))).toBeNull();
  });

  it("IMAGE_CDN with its domain is what the picture settings get", () => {
    expect(imageCdn(parseEnv({ ...VALID, IMAGE_CDN: "cloudflare", IMAGE_CDN_DOMAIN: "img.example.com" }))).toEqual({
      provider: "cloudflare",
      domain: "img.example.com",
    });
  });

  it("IMAGE_CDN refuses a CDN unpic cannot address, and a domain that is not a host name", () => {
    expect(() => parseEnv({ ...VALID, IMAGE_CDN: "akamai" })).toThrow(/IMAGE_CDN/);
    expect(() => parseEnv({ ...VALID, IMAGE_CDN: "ipx", IMAGE_CDN_DOMAIN: "https://img.example.com/" })).toThrow(
      /IMAGE_CDN_DOMAIN: a host name, such as images.example.com/,
    );
  });
});

describe("token cookie (SPEC 9)", () => {
  const production = { APP_ENV: "production" as const, SITE_URL: "https://www.example.com" };
  const local = { APP_ENV: "local" as const, SITE_URL: "http://localhost:3000" };

  it("lives 30 days (2,592,000 seconds) at path /", () => {
    expect(TOKEN_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
    const cookie = tokenSetCookie("abc", production);
    expect(cookie).toContain("auth_token=abc");
    expect(cookie).toContain("Max-Age=2592000");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
  });

  it("outside local development: Secure, SameSite=Strict, the parent domain", () => {
    const cookie = tokenSetCookie("abc", production);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Domain=example.com");
  });

  it("locally: SameSite=Lax, not Secure, no Domain", () => {
    const cookie = tokenSetCookie("abc", local);
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    expect(cookie).not.toContain("Domain=");
  });

  it("the parent domain of the site: its registrable domain", () => {
    expect(registrableDomain("https://www.example.com")).toBe("example.com");
    expect(registrableDomain("https://example.com")).toBe("example.com");
    expect(registrableDomain("https://app.staging.example.co")).toBe("example.co");
    expect(registrableDomain("http://localhost:3000")).toBeUndefined();
    expect(registrableDomain("http://127.0.0.1:3000")).toBeUndefined();
  });

  it("clearing expires it at once with the same attributes", () => {
    const cookie = clearTokenSetCookie(production);
    expect(cookie).toContain("auth_token=;");
    expect(cookie).toContain("Max-Age=0");
    expect(cookie).toContain("Domain=example.com");
  });

  it("reads a well-formed token and ignores anything else", () => {
    const request = (cookie: string) => new Request("http://x/", { headers: { Cookie: cookie } });
    expect(readToken(request("a=1; auth_token=tok.en-1"))).toBe("tok.en-1");
    expect(readToken(request("auth_token=bad token;"))).toBeUndefined();
    expect(readToken(request("auth_token=%3Cscript%3E"))).toBeUndefined();
    expect(readToken(new Request("http://x/"))).toBeUndefined();
  });
});
