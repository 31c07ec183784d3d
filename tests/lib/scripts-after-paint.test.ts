import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ScriptsAfterPaint, afterPaintLoader } from "~/lib/scripts-after-paint.server";

/** A page as React and React Router write it: preloads hoisted into the head, the module script last. */
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style data-precedence="default">a{color:red}</style>' +
  '<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="NONCE"/>' +
  '<link rel="modulepreload" href="/assets/framework-B2.js" nonce="NONCE"/>' +
  '<link rel="preload" as="image" href="/images/1.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/root-C3.js" nonce="NONCE"/></head>';
const MODULE_CODE =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-C3.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A1.js");';
const BODY =
  '<body><main><h1>Stays</h1><p>1 < 2 and "</script" in text</p></main>' +
  '<script nonce="NONCE">window.__reactRouterContext = {};</script>' +
  `<script nonce="NONCE" type="module" async="">${MODULE_CODE}</script>` +
  '<script nonce="NONCE">$RC("B:0","S:0")</script></body></html>';
const PAGE = HEAD + BODY;

async function rewrite(chunks: string[]): Promise<{ html: string; written: string[] }> {
  const written: string[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(new ScriptsAfterPaint());
  // Chunk by chunk as the stage pushes them (an async iterator would join what is buffered).
  stream.on("data", (piece: Buffer) => written.push(piece.toString("utf8")));
  await finished(stream);
  return { html: written.join(""), written };
}

/**
 * The classic script that replaced the module script, run against a stand-in document: what it
 * adds to the page, and the browser's events to drive it. `paintEntries`: whether the browser
 * reports paints to a PerformanceObserver (all current browsers) or only has frames.
 */
function runLoader(html: string, { paintEntries }: { paintEntries: boolean }) {
  const loader = /<script nonce="NONCE">(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(loader).toBeDefined();
  const added: { tag: string; props: Record<string, string> }[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const frameCallbacks: (() => void)[] = [];
  const observers: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    #entry: (typeof observers)[number];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.#entry = { callback, disconnected: false };
      observers.push(this.#entry);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
    }
    disconnect() {
      this.#entry.disconnected = true;
    }
  }
  const document = {
    currentScript: { nonce: "NONCE" },
    createElement: (tag: string) => {
      const props: Record<string, string> = {};
      added.push({ tag, props });
      return props;
    },
    head: { appendChild: () => undefined },
  };
  runInNewContext(loader ?? "", {
    document,
    window: { PerformanceObserver: paintEntries ? FakePerformanceObserver : undefined },
    requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
  });
  const report = (names: string[]) => {
    for (const observer of observers.filter((each) => !each.disconnected)) {
      const list = { getEntriesByName: (name: string) => names.filter((each) => each === name) };
      observer.callback(list, { disconnect: () => (observer.disconnected = true) });
    }
  };
  return {
    added,
    /** The browser reports a paint with nothing contentful in it yet. */
    firstPaint: () => report(["first-paint"]),
    /** The browser reports the first contentful paint. */
    firstContentfulPaint: () => report(["first-contentful-paint"]),
    /** A frame is drawn: its callbacks run, then the timers they set. */
    frame() {
      for (const callback of frameCallbacks.splice(0)) callback();
      for (const timer of timers.filter((each) => each.delay === 0)) timer.callback();
    },
    /** The one-second fallback fires. */
    fallback() {
      for (const timer of timers.filter((each) => each.delay === 1000)) timer.callback();
    },
  };
}

const STARTED = [
  { tag: "link", props: { rel: "modulepreload", href: "/assets/entry.client-A1.js", nonce: "NONCE" } },
  { tag: "link", props: { rel: "modulepreload", href: "/assets/framework-B2.js", nonce: "NONCE" } },
  { tag: "link", props: { rel: "modulepreload", href: "/assets/root-C3.js", nonce: "NONCE" } },
  { tag: "script", props: { type: "module", nonce: "NONCE", textContent: MODULE_CODE } },
];

describe("the page's scripts start after its first paint", () => {
  it("takes the script preloads out of the head and leaves everything else in place", async () => {
    const { html } = await rewrite([PAGE]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script nonce="NONCE" type="module"');
    expect(html).toContain('<link rel="preload" as="image" href="/images/1.svg" fetchPriority="high"/></head>');
    expect(html).toContain('<style data-precedence="default">a{color:red}</style>');
    expect(html).toContain('<main><h1>Stays</h1><p>1 < 2 and "</script" in text</p></main>');
    expect(html).toContain('<script nonce="NONCE">window.__reactRouterContext = {};</script>');
    expect(html.endsWith('<script nonce="NONCE">$RC("B:0","S:0")</script></body></html>')).toBe(true);
  });

  it("adds nothing until the first contentful paint, then every preload at once and the same module script, with the page's nonce", async () => {
    const page = runLoader((await rewrite([PAGE])).html, { paintEntries: true });
    expect(page.added).toEqual([]);
    page.frame();
    page.firstPaint();
    expect(page.added).toEqual([]);
    page.firstContentfulPaint();
    expect(page.added).toEqual(STARTED);
    page.fallback();
    page.firstContentfulPaint();
    expect(page.added).toEqual(STARTED);
  });

  it("where the browser reports no paints, starts on the frame after it runs", async () => {
    const page = runLoader((await rewrite([PAGE])).html, { paintEntries: false });
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual(STARTED);
    page.fallback();
    expect(page.added).toEqual(STARTED);
  });

  it("starts after a second where nothing paints (a tab opened in the background)", async () => {
    const page = runLoader((await rewrite([PAGE])).html, { paintEntries: true });
    page.fallback();
    expect(page.added).toEqual(STARTED);
  });

  it("gives the same page however the HTML is cut, even inside a tag or the module script", async () => {
    const { html: whole } = await rewrite([PAGE]);
    const cuts = [
      PAGE.indexOf("modulepreload") + 3,
      PAGE.indexOf('href="/assets/root-C3.js"') + 10,
      PAGE.indexOf('type="module"'),
      PAGE.indexOf("route0 from") + 2,
      PAGE.indexOf("</script>", PAGE.indexOf('type="module"')) + 4,
    ];
    for (const cut of cuts) {
      expect((await rewrite([PAGE.slice(0, cut), PAGE.slice(cut)])).html).toBe(whole);
    }
    const bytes = [...PAGE].map((character) => character);
    expect((await rewrite(bytes)).html).toBe(whole);
  });

  it("sends the head on as it comes instead of holding the page", async () => {
    const { written } = await rewrite([HEAD, BODY]);
    expect(written[0]).toContain("</head>");
    expect(written[0]).not.toContain('<link rel="modulepreload"');
    expect(written[0]).not.toContain("<body>");
  });

  it("gives a page without the module script its preloads back, at its end", async () => {
    const page = HEAD + "<body><p>No scripts here</p></body></html>";
    const { html } = await rewrite([page]);
    expect(html).toContain("<p>No scripts here</p></body></html>");
    expect([...html.matchAll(/<link rel="modulepreload" href="([^"]+)" nonce="NONCE"\/>/g)].map((m) => m[1])).toEqual([
      "/assets/entry.client-A1.js",
      "/assets/framework-B2.js",
      "/assets/root-C3.js",
    ]);
  });

  it("cannot be closed early by what the module script or an address contains", () => {
    const loader = afterPaintLoader(["/assets/a.js?x=</script>"], 'import("</script><script>alert(1)</script>");');
    expect(loader).not.toContain("</script");
    expect(loader).not.toContain("<script");
  });
});
