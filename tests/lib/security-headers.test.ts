import { describe, expect, it } from "vitest";
import { NONCE_POOL_BYTES, contentSecurityPolicy, createNonce, securityHeaders } from "~/lib/security-headers";

describe("security headers (DESIGN: nonce-based CSP and the usual headers)", () => {
  it("the whole Content-Security-Policy", () => {
    expect(
      contentSecurityPolicy({ nonce: "abc", imageOrigins: ["https://api.test"], hsts: false }).split("; "),
    ).toEqual([
      "default-src 'self'",
      "script-src 'self' 'nonce-abc' 'strict-dynamic'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://api.test https://*.googleapis.com https://*.gstatic.com https://*.google.com",
      "font-src 'self' https://fonts.gstatic.com",
      "connect-src 'self' https://graph.facebook.com https://www.facebook.com https://accounts.google.com https://www.google.com https://*.googleapis.com https://*.gstatic.com https://*.google.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://browser-intake-datadoghq.eu",
      "worker-src 'self'",
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com https://staticxx.facebook.com https://accounts.google.com https://www.google.com https://recaptcha.google.com",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it("the other headers; HSTS only when asked", () => {
    const options = { nonce: "abc", imageOrigins: [], hsts: false };
    expect(securityHeaders(options)).toEqual({
      "Content-Security-Policy": contentSecurityPolicy(options),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Permissions-Policy": "camera=(), microphone=(), payment=(self)",
    });
    expect(securityHeaders({ ...options, hsts: true })["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("a nonce is 16 random bytes in base64", () => {
    const nonce = createNonce();
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(nonce);
  });

  it("nonces drawn from the pool of random bytes never repeat, across refills of the pool too", () => {
    const count = (3 * NONCE_POOL_BYTES) / 16 + 5;
    const nonces = Array.from({ length: count }, () => createNonce());
    expect(new Set(nonces).size).toBe(count);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
