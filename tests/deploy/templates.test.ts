import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PICTURES_UPLOAD_BODY_BYTES } from "~/lib/request-body-limits";
import { renderTemplate } from "../../deploy/render-template";

/**
 * What deploy/ must agree on with the app, read from both sides (tests/lib/device-class.test.ts
 * compares the device rules; the production-stack tests, e2e/production, run the rest), and the
 * rendering of its templates with a run's ports and paths.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const vcl = readFileSync(path.join(ROOT, "deploy/varnish.vcl"), "utf8");
const nginx = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8");

/** Every cookie name the app's sources export as a constant `…COOKIE… = "name"`. */
function cookiesTheAppDefines(): Set<string> {
  const defined = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, name] of readFileSync(file, "utf8").matchAll(/export const \w*COOKIE\w* = "([\w-]+)"/g)) {
          defined.add(name!);
        }
      }
    }
  };
  walk(path.join(ROOT, "app"));
  return defined;
}

describe("deploy/ and the app agree", () => {
  it("the VCL accounts for every cookie the app defines, and sends a visitor with auth_token past the cache", () => {
    const defined = cookiesTheAppDefines();
    // The walk finds the app's cookies (a walk that finds none would agree with an empty list).
    expect(defined).toContain("auth_token");
    expect(defined).toContain("cookie_consent");
    const listed = /The app's cookies: ([\w, -]+?) \(/.exec(vcl.replace(/\n#\s+/g, " "))?.[1]?.split(/,\s*/);
    expect(new Set(listed)).toEqual(defined);
    expect(vcl).toContain('req.http.Cookie ~ "(^|;\\s*)auth_token="');
  });

  it("nginx lets the app's largest upload through and no more than a little over it", () => {
    const [, size] = /client_max_body_size (\d+)m;/.exec(nginx) ?? [];
    const bytes = Number(size) * 1024 * 1024;
    expect(bytes).toBeGreaterThanOrEqual(PICTURES_UPLOAD_BODY_BYTES);
    expect(bytes).toBeLessThan(PICTURES_UPLOAD_BODY_BYTES * 1.1);
  });
});

describe("rendering a deploy template (e2e/production/stack.ts)", () => {
  it("fills every placeholder and refuses unknown or missing ones", () => {
    expect(renderTemplate("listen ${PORT}; $host", { PORT: "8443" })).toBe("listen 8443; $host");
    expect(() => renderTemplate("listen ${PORT};", {})).toThrow("No value for ${PORT}");
    expect(() => renderTemplate("listen 80;", { PORT: "8443" })).toThrow("no placeholder for PORT");
  });
});
