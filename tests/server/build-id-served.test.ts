import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderedSite } from "../support/rendered-site";

/**
 * The new-build check (SPEC 9): the browser bundle polls /build.json and reloads when the id there
 * is not its own. Through the production build in process: the id the server answers is the one
 * built into the browser code a page loads, in exactly one of the built files. (Its computation:
 * tests/scripts/build-id.test.ts; its Cache-Control: tests/cache/route-caching.test.ts.)
 */

const ASSETS = path.resolve(import.meta.dirname, "../../build/client/assets");
const { request } = renderedSite();

describe("the build id (SPEC 9)", () => {
  it("/build.json answers the id that is built into the browser code a page loads, once", async () => {
    const answer = await request("/build.json");
    expect(answer.status).toBe(200);
    const { build } = (await answer.json()) as { build: string };
    // A content hash (scripts/build-id.js), the same in every instance built from the same sources.
    expect(build).toMatch(/^[0-9a-f]{16}$/);

    const holding = readdirSync(ASSETS).filter(
      (file) => file.endsWith(".js") && readFileSync(path.join(ASSETS, file), "utf8").includes(`"${build}"`),
    );
    expect(holding).toHaveLength(1);
    const page = await (await request("/about-us")).text();
    const loaded = new Set([...page.matchAll(/\/assets\/([\w-]+\.js)/g)].map((match) => match[1]));
    expect(loaded).toContain(holding[0]);
  });
});
