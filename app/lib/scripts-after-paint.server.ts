import { Transform, type TransformCallback } from "node:stream";

/**
 * Starts the page's JavaScript after its first paint instead of beside it (docs/decisions/024).
 *
 * React Router's `<Scripts>` renders a `<link rel="modulepreload">` for every file of the page (React
 * hoists them into the head) and, at the end of the body, one inline `<script type="module">` that
 * imports the route modules and starts the app. The browser fetches all of that as soon as it sees
 * the head, so on a slow line about 130 KB of scripts share the bandwidth with the rest of the page
 * and its largest picture, which is what the visitor waits for: every page here is whole without
 * JavaScript, which only adds to it.
 *
 * This rewrite, on the HTML as React streams it, takes the preload links out of the head and turns
 * the module script into a small classic script (same nonce) that, once the page has painted
 * (see afterPaintLoader), adds the same preload links, all at once so the files still come in one round, and the same
 * module script. Nothing else in the page changes. When the page does not have the shape expected
 * (no module script by the end, or one never closed), it passes through untouched.
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_SCRIPT_START = '<script nonce="';
/** More than any page's head and shell: beyond it the page is passed on as it is. */
const MOST_HELD_BYTES = 2 * 1024 * 1024;
/** When a page without frames (a background tab) starts its scripts anyway, in ms. */
const AT_LATEST_MS = 1000;

/** One preload link taken out of the head: its address, and the tag as it was. */
export interface Preload {
  href: string;
  link: string;
}

/** A value as JavaScript source that cannot end the script element it sits in. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/**
 * The classic script that stands in for the module script. It starts the app when the browser
 * reports the page's first contentful paint (a `paint` entry, buffered in case it came first),
 * where the browser has no such entries on the frame after it runs (`requestAnimationFrame`, then
 * a task), or after a second at the latest (a tab opened in the background paints nothing).
 * Its text holds no nonce: it reads its own.
 */
export function afterPaintLoader(preloads: string[], moduleCode: string): string {
  return [
    "(function(){",
    "var d=document,n=d.currentScript.nonce,started=false;",
    "function start(){if(started)return;started=true;",
    `${scriptLiteral(preloads)}.forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";l.href=href;l.nonce=n;d.head.appendChild(l)});`,
    `var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=${scriptLiteral(moduleCode)};d.head.appendChild(s)}`,
    "var P=window.PerformanceObserver;",
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
    'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})',
    "}else requestAnimationFrame(function(){setTimeout(start)});",
    `setTimeout(start,${AT_LATEST_MS})`,
    "})()",
  ].join("");
}

/**
 * The rewrite itself, on the whole text seen so far: the preload links collected and removed, then
 * the module script replaced. `held` is what must wait for more text (a tag not yet complete).
 */
export function rewriteScripts(text: string, preloads: Preload[]): { out: string; held: string; done: boolean } {
  const withoutPreloads = text.replace(PRELOAD, (link: string, href: string) => {
    preloads.push({ href, link });
    return "";
  });
  const script = MODULE_SCRIPT.exec(withoutPreloads);
  if (script) {
    const [whole, nonce, code] = script;
    const loader = `<script nonce="${nonce}">${afterPaintLoader(
      preloads.map((preload) => preload.href),
      code ?? "",
    )}</script>`;
    return {
      out: withoutPreloads.slice(0, script.index) + loader + withoutPreloads.slice(script.index + whole.length),
      held: "",
      done: true,
    };
  }
  // Hold back from the last tag that may be a preload link or the module script, still unfinished.
  const lastOpen = withoutPreloads.lastIndexOf("<");
  const unfinished = lastOpen >= 0 && !withoutPreloads.slice(lastOpen).includes(">");
  const scriptStart = withoutPreloads.lastIndexOf(MODULE_SCRIPT_START);
  const openScript = scriptStart >= 0 && !withoutPreloads.slice(scriptStart).includes("</script>");
  const holdFrom = Math.min(
    openScript ? scriptStart : withoutPreloads.length,
    unfinished ? lastOpen : withoutPreloads.length,
  );
  return { out: withoutPreloads.slice(0, holdFrom), held: withoutPreloads.slice(holdFrom), done: false };
}

/** The rewrite as a stream stage, after React's output has been joined into chunks (CoalescingStream). */
export class ScriptsAfterPaint extends Transform {
  #held = "";
  #preloads: Preload[] = [];
  #done = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.#done) {
      callback(null, chunk);
      return;
    }
    const { out, held, done } = rewriteScripts(this.#held + chunk.toString("utf8"), this.#preloads);
    this.#done = done;
    if (!done && held.length > MOST_HELD_BYTES) {
      // Not the page this expects: give back what was taken out and step aside.
      this.#done = true;
      callback(null, Buffer.from(out + this.#restoredPreloads() + held));
      return;
    }
    this.#held = held;
    callback(null, out.length > 0 ? Buffer.from(out) : undefined);
  }

  override _flush(callback: TransformCallback) {
    const rest = this.#done ? this.#held : this.#restoredPreloads() + this.#held;
    callback(null, rest.length > 0 ? Buffer.from(rest) : undefined);
  }

  /** The preload links taken out, back as they were, for a page that had no module script after all. */
  #restoredPreloads(): string {
    const links = this.#preloads.map((preload) => preload.link).join("");
    this.#preloads = [];
    return links;
  }
}
