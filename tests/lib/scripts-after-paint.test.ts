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

/** The classic script that replaced the module script, and what it adds to the page when it runs. */
function runLoader(html: string, frames: boolean) {
  const loader = /<script nonce="NONCE">(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(loader).toBeDefined();
  const added: { tag: string; props: Record<string, string> }[] = [];
  const timers: (() => void)[] = [];
  const frameCallbacks: (() => void)[] = [];
  const element = (tag: string) => {
    const props: Record<string, string> = {};
    added.push({ tag, props });
    return props;
  };
  const document = {
    currentScript: { nonce: "NONCE" },
    createElement: element,
    head: { appendChild: () => undefined },
  };
  runInNewContext(loader ?? "", {
    document,
    requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return {
    added,
    /** The page painted: the frame runs, then the timer it set. */
    paint() {
      if (!frames) return;
      for (const callback of frameCallbacks.splice(0)) callback();
      for (const callback of timers.splice(1)) callback();
    },
    /** The one-second fallback fires. */
    fallback() {
      timers[0]?.();
    },
  };
}

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

  it("adds nothing before the first frame, then every preload at once and the same module script, with the page's nonce", async () => {
    const { html } = await rewrite([PAGE]);
    const page = runLoader(html, true);
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual([
      { tag: "link", props: { rel: "modulepreload", href: "/assets/entry.client-A1.js", nonce: "NONCE" } },
      { tag: "link", props: { rel: "modulepreload", href: "/assets/framework-B2.js", nonce: "NONCE" } },
      { tag: "link", props: { rel: "modulepreload", href: "/assets/root-C3.js", nonce: "NONCE" } },
      { tag: "script", props: { type: "module", nonce: "NONCE", textContent: MODULE_CODE } },
    ]);
    page.fallback();
    expect(page.added).toHaveLength(4);
  });

  it("starts after a second even where no frame comes (a tab opened in the background)", async () => {
    const page = runLoader((await rewrite([PAGE])).html, false);
    page.paint();
    expect(page.added).toEqual([]);
    page.fallback();
    expect(page.added.map((each) => each.tag)).toEqual(["link", "link", "link", "script"]);
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
