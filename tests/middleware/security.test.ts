import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

// getEnv() reads process.env once per module instance: each test stubs the variables it needs,
// then loads a fresh copy of the middleware.
async function middleware(env: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import("~/middleware/security.server")).securityMiddleware;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

function args(url: string, init: RequestInit = {}) {
  const request = new Request(url, init);
  return {
    request,
    url: new URL(request.url),
    context: new RouterContextProvider(),
    params: {},
  } as never as Parameters<Awaited<ReturnType<typeof middleware>>>[0] & { context: RouterContextProvider };
}

const directive = (csp: string | null, name: string) => csp?.split("; ").find((part) => part.startsWith(`${name} `));

describe("security middleware: cross-site writes", () => {
  it("answers a cross-site POST with a plain, uncached 403 'Cross-site request refused'", async () => {
    const securityMiddleware = await middleware();
    const next = vi.fn(async () => new Response("ok"));
    const response = (await securityMiddleware(
      args("http://localhost:3000/consent", { method: "POST", headers: { Origin: "https://evil.example" } }),
      next,
    )) as Response;
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Cross-site request refused");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(next).not.toHaveBeenCalled();
  });

  it("trusts the public SITE_URL origin even when the server sees another host (behind a proxy)", async () => {
    const securityMiddleware = await middleware({ SITE_URL: "https://www.hideaways.example" });
    const next = vi.fn(async () => new Response("ok"));
    const response = (await securityMiddleware(
      args("http://10.0.0.5:3000/consent", { method: "POST", headers: { Origin: "https://www.hideaways.example" } }),
      next,
    )) as Response;
    expect(next).toHaveBeenCalledOnce();
    expect(await response.text()).toBe("ok");
  });
});

describe("security middleware: response headers", () => {
  it("lets pictures come from the API's origin and sends browser data only to the known hosts", async () => {
    const securityMiddleware = await middleware();
    const response = (await securityMiddleware(
      args("http://localhost:3000/"),
      async () => new Response("<html>"),
    )) as Response;
    const csp = response.headers.get("Content-Security-Policy");
    expect(directive(csp, "img-src")).toBe(
      "img-src 'self' data: blob: https://api.test https://*.googleapis.com https://*.gstatic.com https://*.google.com",
    );
    expect(directive(csp, "connect-src")).toBe(
      "connect-src 'self' https://graph.facebook.com https://www.facebook.com https://accounts.google.com https://www.google.com https://*.googleapis.com https://*.gstatic.com https://*.google.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://browser-intake-datadoghq.eu",
    );
  });

  it("adds the monitoring proxy's origin to connect-src when DATADOG_PROXY_URL is set", async () => {
    const securityMiddleware = await middleware({ DATADOG_PROXY_URL: "https://logs.hideaways.example/intake?x=1" });
    const response = (await securityMiddleware(
      args("http://localhost:3000/"),
      async () => new Response("<html>"),
    )) as Response;
    expect(directive(response.headers.get("Content-Security-Policy"), "connect-src")).toMatch(
      / https:\/\/browser-intake-datadoghq\.eu https:\/\/logs\.hideaways\.example$/,
    );
  });

  it("sends HSTS outside local development only", async () => {
    const production = await middleware({
      APP_ENV: "production",
      SESSION_SECRET: "a-test-session-secret-of-32-characters",
    });
    const response = (await production(args("http://localhost:3000/"), async () => new Response(""))) as Response;
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    vi.unstubAllEnvs();
    const local = await middleware({ APP_ENV: "local" });
    expect(
      ((await local(args("http://localhost:3000/"), async () => new Response(""))) as Response).headers.get(
        "Strict-Transport-Security",
      ),
    ).toBeNull();
  });

  it("keeps a header the route set itself and fills in the others", async () => {
    const securityMiddleware = await middleware();
    const own = new Response("", { headers: { "X-Frame-Options": "SAMEORIGIN", "Referrer-Policy": "no-referrer" } });
    const response = (await securityMiddleware(args("http://localhost:3000/embed"), async () => own)) as Response;
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Permissions-Policy")).toBe("camera=(), microphone=(), payment=(self)");
  });

  it("puts the request's nonce in the context and in script-src", async () => {
    const securityMiddleware = await middleware();
    const call = args("http://localhost:3000/");
    const response = (await securityMiddleware(call, async () => new Response(""))) as Response;
    const { nonceContext } = await import("~/request-context");
    const nonce = call.context.get(nonceContext);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directive(response.headers.get("Content-Security-Policy"), "script-src")).toBe(
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    );
  });
});
