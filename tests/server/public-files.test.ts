import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listPublicPaths, mayNamePublicPath } from "../../server/public-files";

// A build/client of our own: two files at the top, a folder with a file and a file with a space.
const dir = mkdtempSync(path.join(tmpdir(), "public-files-"));
mkdirSync(path.join(dir, "images"));
writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
writeFileSync(path.join(dir, "manifest.webmanifest"), "{}");
writeFileSync(path.join(dir, "images", "suitcase.svg"), "<svg/>");
writeFileSync(path.join(dir, "images", "beach hut.svg"), "<svg/>");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const paths = listPublicPaths(dir);

describe("which requests the static file server sees (the list is made once, at start-up)", () => {
  it("lists every file and folder as a URL path", () => {
    expect([...paths].sort()).toEqual([
      "/favicon.svg",
      "/images",
      "/images/beach hut.svg",
      "/images/suitcase.svg",
      "/manifest.webmanifest",
    ]);
  });

  it("a listed file, percent-encoded or not, and a listed folder with or without its slash go to it", () => {
    for (const requestPath of ["/favicon.svg", "/images/suitcase.svg", "/images/beach%20hut.svg", "/fav%69con.svg"])
      expect(mayNamePublicPath(paths, requestPath), requestPath).toBe(true);
    expect(mayNamePublicPath(paths, "/images")).toBe(true);
    expect(mayNamePublicPath(paths, "/images/")).toBe(true);
  });

  it("pages and unknown files go straight to the pages, without asking the disk", () => {
    for (const requestPath of [
      "/",
      "/properties/28/villa",
      "/blog/",
      "/favicon.png",
      "/images/none.svg",
      "/login.data",
    ])
      expect(mayNamePublicPath(paths, requestPath), requestPath).toBe(false);
  });

  it("what the static server refuses itself still reaches it: a `..` segment, an undecodable path", () => {
    for (const requestPath of ["/images/../favicon.svg", "/%2e%2e/etc/passwd", "/..", "/bad%E0%A4%A"])
      expect(mayNamePublicPath(paths, requestPath), requestPath).toBe(true);
  });
});
