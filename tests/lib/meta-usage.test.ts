import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";

/**
 * Page meta has one helper (app/lib/meta.ts): every page's `meta` export is a `pageMeta(...)`
 * call and the root's is `rootMeta(...)`, so titles, descriptions, social cards, robots and
 * JSON-LD are built the same way everywhere. The canonical links come from root.tsx for all pages.
 */

const APP = resolve("app");
const site = { url: "https://hideaways.example", name: "Hideaways", description: "Homes to rent.", separator: "|" };

type Entry = { path?: string; index?: boolean; file: string };
type MetaArgs = {
  matches: { id: string; loaderData?: unknown }[];
  loaderData: undefined;
  location: { pathname: string; search: string; hash: string };
  params: Record<string, string>;
  error: undefined;
};
type PageModule = { default?: unknown; meta?: (args: MetaArgs) => MetaDescriptor[] };

/** Pages that never render (they redirect or throw): the root's meta is theirs. */
const NEVER_RENDERED = new Set([
  "routes/site/not-found.tsx",
  "routes/blog/post-redirect.tsx",
  "routes/properties/property-redirect.tsx",
  "routes/booking/legacy-checkout.tsx",
]);

const bare = (routes as unknown as Entry[]).filter((entry) => !entry.path?.startsWith("amp"));
const pageEntries = [...new Map(bare.map((entry) => [entry.file, entry])).values()].filter(
  (entry) =>
    !NEVER_RENDERED.has(entry.file) && /^export default function/m.test(readFileSync(join(APP, entry.file), "utf8")),
);

const load = (file: string) => import(/* @vite-ignore */ pathToFileURL(join(APP, file)).href) as Promise<PageModule>;

/** What each descriptor is, by its key: "title", a name or a property. */
function kindOf(tag: MetaDescriptor): string {
  if ("title" in tag) return "title";
  if ("name" in tag && typeof tag.name === "string") return tag.name;
  if ("property" in tag && typeof tag.property === "string") return tag.property;
  return Object.keys(tag).join(",");
}

describe("every page's meta comes from app/lib/meta.ts", () => {
  it("reads the pages of app/routes.ts", () => {
    expect(pageEntries.map((entry) => entry.file)).toEqual(
      expect.arrayContaining(["routes/site/home.tsx", "routes/blog/post.tsx", "routes/properties/property.tsx"]),
    );
  });

  it("every page that renders exports meta built by pageMeta: title, description and social cards first", async () => {
    const wrong: string[] = [];
    for (const entry of pageEntries) {
      const module = await load(entry.file);
      if (!module.meta) {
        wrong.push(`${entry.file}: no meta export`);
        continue;
      }
      const path = `/${(entry.path ?? "").replace(/:\w+/g, "x")}`;
      const tags = module.meta({
        matches: [{ id: "root", loaderData: { site } }, { id: entry.file }],
        loaderData: undefined,
        location: { pathname: path, search: "", hash: "" },
        params: {},
        error: undefined,
      });
      const kinds = tags.slice(0, 7).map(kindOf);
      const title = tags.find((tag) => "title" in tag) as { title?: string } | undefined;
      if (
        kinds.join() !== "title,description,og:site_name,og:title,og:description,og:type,twitter:card" ||
        !/^\S.* \| Hideaways$/.test(title?.title ?? "")
      )
        wrong.push(`${entry.file}: ${kinds.join()} "${title?.title}"`);
    }
    expect(wrong).toEqual([]);
    // It imports every route module through Vite's transform: seconds of work, more on a busy machine.
  }, 60_000);

  it("no head tag is written by hand outside app/lib/meta.ts", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === "+types" ? [] : sources(path);
        return /\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const handWritten = sources(APP)
      .filter((file) => !file.endsWith("lib/meta.ts"))
      .flatMap((file) => {
        const source = readFileSync(file, "utf8");
        return [...source.matchAll(HAND_WRITTEN_TAG)].map((match) => `${relative(APP, file)}: ${match[0]}`);
      });
    expect(handWritten).toEqual([]);
  });

  it("would catch one: a title, a description, an Open Graph tag, robots and JSON-LD written by hand", () => {
    const sample = [
      'return [{ title: "Page not Found | Hideaways" }, { name: "description", content: "..." }];',
      'const COLUMNS = [{ title: "Explore", links: [] }];',
      '{ property: "article:published_time", content: post.published_at }',
      '{ name: "robots", content: "noindex" }',
      '{ "script:ld+json": entry }',
      'pageMeta(matches, { title: "Blog", description: "Stories." })',
    ].join("\n");
    expect([...sample.matchAll(HAND_WRITTEN_TAG)].map((match) => match[0])).toEqual([
      '[{ title: "Page not Found | Hideaways" }',
      '{ name: "description"',
      '{ property: "article:published_time"',
      '{ name: "robots"',
      '{ "script:ld+json"',
    ]);
  });
});

/**
 * A meta descriptor written as an object literal: a title alone in its object (`[{ title: ... }]`;
 * lists of things with titles have other keys), `{ name: "description"`, `{ property: "og:..."`, JSON-LD.
 */
const HAND_WRITTEN_TAG =
  /\[\s*\{\s*title:(?:[^,{}\n]|\$\{[^}]*\})+\}|\{\s*name:\s*"(?:description|robots|twitter:[\w:]+)"|\{\s*property:\s*"(?:og|article):[\w:]+"|\{\s*"script:ld\+json"/g;
