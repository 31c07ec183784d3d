import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { PICTURES_UPLOAD_BODY_BYTES } from "../../app/lib/request-body-limits";
import { renderTemplate } from "./stack";

// What deploy/ must agree on with the app, read from both sides (tests/lib/device-class.test.ts
// compares the device rules); the stack tests show the rest.

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const vcl = readFileSync(path.join(ROOT, "deploy/varnish.vcl"), "utf8");
const nginx = readFileSync(path.join(ROOT, "deploy/nginx.conf"), "utf8");

test("the VCL accounts for every cookie the app defines", () => {
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
  const listed = /The app's cookies: ([\w, -]+?) \(/.exec(vcl.replace(/\n#\s+/g, " "))?.[1]?.split(/,\s*/);
  expect(new Set(listed)).toEqual(defined);
  // The auth cookie is the one that sends a visitor past the cache.
  expect(vcl).toContain('req.http.Cookie ~ "(^|;\\s*)auth_token="');
});

test("nginx lets the app's largest upload through and no more than a little over it", () => {
  const [, size] = /client_max_body_size (\d+)m;/.exec(nginx) ?? [];
  const bytes = Number(size) * 1024 * 1024;
  expect(bytes).toBeGreaterThanOrEqual(PICTURES_UPLOAD_BODY_BYTES);
  expect(bytes).toBeLessThan(PICTURES_UPLOAD_BODY_BYTES * 1.1);
});

test("rendering a template fills every placeholder and refuses unknown or missing ones", () => {
  expect(renderTemplate("listen ${PORT}; $host", { PORT: "8443" })).toBe("listen 8443; $host");
  expect(() => renderTemplate("listen ${PORT};", {})).toThrow("No value for ${PORT}");
  expect(() => renderTemplate("listen 80;", { PORT: "8443" })).toThrow("no placeholder for PORT");
});
